import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'

/**
 * `npm run lint:docs`: the pages a newcomer reads stay true to the tree. Every decision record is
 * listed on docs/architecture.md; every link in the README and docs/ that points into the
 * repository, and every path of it they name in backticks, names a file or folder that exists;
 * none points outside it (a clone has nothing
 * beside it); a document the root's configuration files cite is in the repository too.
 */
const root = resolve(import.meta.dirname, '..')
const problems: string[] = []

const pages = [
  'README.md',
  'deploy/README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
  ...readdirSync(join(root, 'docs/decisions')).map((f) => `docs/decisions/${f}`),
]

const architecture = readFileSync(join(root, 'docs/architecture.md'), 'utf8')
for (const record of readdirSync(join(root, 'docs/decisions'))) {
  if (!architecture.includes(`(decisions/${record})`)) problems.push(`docs/architecture.md does not list docs/decisions/${record}`)
}

/** The repository's own top-level folders: a path in backticks that starts with one names a file of the tree. */
const treePath = /`((?:src|server|contract|shared|sw|tests|scripts|deploy|build|docs|public)\/[^`\s]*)`/g
/** A pattern or a placeholder, not one file: `server/modules/<area>/`, `src/locales/{en,ar}`, `*.test.ts`, `NNN-title.md`. */
const isPattern = (path: string) => /[<>*{}$…|[\]]|NNN/.test(path)

for (const page of pages) {
  const text = readFileSync(join(root, page), 'utf8')
  for (const match of text.matchAll(/\]\(([^)\s]+)\)|`(\.\.\/[^`\s]+)`/g)) {
    const target = (match[1] ?? match[2]!).split('#')[0]!
    if (target === '' || /^[a-z]+:/i.test(target)) continue
    const path = resolve(dirname(join(root, page)), target)
    if (!path.startsWith(root + '/') && path !== root) problems.push(`${page}: ${target} points outside the repository`)
    else if (!existsSync(path)) problems.push(`${page}: ${target} does not exist`)
  }
  // A file named in backticks is a file a reader will open: a renamed or deleted one is a page that
  // lies (docs/security.md once named a test that had gone, a decision a file that had moved).
  for (const match of text.matchAll(treePath)) {
    const named = match[1]!.replace(/[#:].*$/, '').replace(/[.,;)]+$/, '')
    if (isPattern(named)) continue
    if (!existsSync(join(root, named))) problems.push(`${page}: \`${named}\` does not exist`)
  }
}

// The configuration files at the root explain themselves in comments; a document they cite must be one a
// clone has (a comment once sent readers to a setup guide that lived beside the repository, not in it).
const configFiles = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isFile() && !entry.name.endsWith('.md') && entry.name !== 'package-lock.json' && !entry.name.startsWith('.shots-tmp'))
  .map((entry) => entry.name)
for (const file of configFiles) {
  const text = readFileSync(join(root, file), 'utf8')
  for (const match of text.matchAll(/(?<![\w*./-])((?:[\w-]+\/)*[\w-]+\.md)\b/g)) {
    if (!existsSync(join(root, match[1]!))) problems.push(`${file}: cites ${match[1]}, which is not in the repository`)
  }
}

if (problems.length > 0) {
  console.error(problems.map((problem) => `  ${problem}`).join('\n'))
  process.exit(1)
}
console.log(`docs: ${pages.length} pages, every decision listed, every link inside the repository and found`)
