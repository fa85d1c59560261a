import { hash, verify } from '@node-rs/argon2'

// argon2id, m = 19 MiB, t = 2, p = 1: OWASP's first recommended set, about 50 ms a hash here.
// `Algorithm` is a const enum in the typings, which type stripping cannot inline: 2 is Argon2id.
const options = { algorithm: 2, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const

export const hashPassword = (password: string): Promise<string> => hash(password, options)

// Compared against when the e-mail is unknown, so a wrong address costs the same time as a wrong password.
let decoy: Promise<string> | undefined

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoy ??= hashPassword('decoy-password-for-timing')
    await verify(await decoy, password)
    return false
  }
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}
