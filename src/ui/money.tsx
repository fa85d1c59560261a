import './money.css'
import { useMoney } from '../lib/use-money.ts'

/**
 * A booking's money, the one way every screen shows it: in the diver's currency with what the
 * center charges beside it, "$169.60 (SAR 636.00)"; each figure isolated for right-to-left text.
 */
export function Money({ amount, currency }: { amount: number; currency: string }) {
  const { shown, charged } = useMoney()(amount, currency)
  return (
    <span className="money">
      <bdi className="money-shown">{shown}</bdi>
      {charged ? (
        <>
          {' '}
          <span className="money-charged">
            (<bdi>{charged}</bdi>)
          </span>
        </>
      ) : null}
    </span>
  )
}
