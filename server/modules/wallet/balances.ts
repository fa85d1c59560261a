/** A wallet line: credits are positive, debits (spending) negative; all in US dollars. */
export type WalletEntry = { id: number; amount: number; validFrom: Date; validTo: Date }

/**
 * What is left of each credit once every debit has spent from the credits that were valid when it
 * happened, the soonest to expire first (as a diver would want). A credit that expires keeps only
 * what was not spent: that is what the diver lost, not what they had.
 */
export function remainingCredits(entries: WalletEntry[]): Map<number, number> {
  const credits = entries.filter((e) => e.amount > 0).sort((a, b) => a.validTo.getTime() - b.validTo.getTime() || a.id - b.id)
  const left = new Map(credits.map((credit) => [credit.id, credit.amount]))
  const debits = entries.filter((e) => e.amount < 0).sort((a, b) => a.validFrom.getTime() - b.validFrom.getTime() || a.id - b.id)
  for (const debit of debits) {
    let need = -debit.amount
    for (const credit of credits) {
      if (need <= 0) break
      const at = debit.validFrom.getTime()
      if (credit.validFrom.getTime() > at || credit.validTo.getTime() < at) continue
      const take = Math.min(left.get(credit.id)!, need)
      left.set(credit.id, left.get(credit.id)! - take)
      need -= take
    }
  }
  return left
}

/** The credit that can still be spent now, and what expired unspent. */
export function balances(entries: WalletEntry[], now: Date): { available: number; expired: number } {
  const left = remainingCredits(entries)
  let available = 0
  let expired = 0
  for (const entry of entries) {
    if (entry.amount <= 0) continue
    if (entry.validTo.getTime() < now.getTime()) expired += left.get(entry.id)!
    else available += left.get(entry.id)!
  }
  return { available, expired }
}
