/**
 * The most used passwords in public breach lists (lower-cased). Refused at registration, reset and
 * change; a deployment can extend the list.
 */
export const commonPasswords = new Set([
  '12345678', '123456789', '1234567890', '12345678910', '11111111', '00000000', '88888888', '87654321', '123123123', '1q2w3e4r',
  '1qaz2wsx', 'qwertyuiop', 'qwerty123', 'qwerty12', 'qwertyui', 'asdfghjkl', 'asdfasdf', 'zxcvbnm1', 'password', 'password1',
  'password12', 'password123', 'passw0rd', 'p@ssw0rd', 'p@ssword', 'iloveyou', 'iloveyou1', 'sunshine', 'princess', 'football',
  'baseball', 'superman', 'starwars', 'whatever', 'trustno1', 'letmein1', 'welcome1', 'welcome123', 'admin123', 'administrator',
  'changeme', 'computer', 'michelle', 'jennifer', 'corvette', 'mercedes', 'mustang1', 'liverpool', 'chelsea1', 'arsenal1',
  'barcelona', 'realmadrid', 'football1', 'monkey123', 'dragon123', 'shadow12', 'master12', 'michael1', 'charlie1', 'abcd1234',
  'abc12345', 'aa123456', 'a1234567', 'q1w2e3r4', 'zaq12wsx', 'pass1234', 'test1234', 'testtest', 'internet', 'samsung1',
  'google123', 'facebook', 'linkedin', 'qwe123qwe', 'azerty123', 'secret123', 'summer2024', 'summer2025', 'summer2026', 'winter2025',
  'diving123', 'scuba123', 'scubadiver', 'divemaster', 'reefline', 'reefline1', 'reefline123', 'ocean123', 'dolphin1', 'redsea123',
])

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase())
}
