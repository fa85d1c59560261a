import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import ts from 'typescript'

/**
 * The saved query cache is dropped only when the shapes of the data may have changed: a hash of the
 * contract's code, not the build id. A new version that activates on a boat (the browser started
 * again offline) keeps everything the diver saw. The code is hashed as the compiler prints it without
 * comments or layout, so a comment reworded or a line rewrapped in `folder` keeps the saved data.
 */
export function dataVersion(folder: string): string {
  const hash = createHash('sha256')
  for (const file of readdirSync(folder)
    .filter((name) => name.endsWith('.ts') && !name.includes('.test.'))
    .sort()) {
    const source = ts.createSourceFile(file, readFileSync(`${folder}/${file}`, 'utf8'), ts.ScriptTarget.Latest, true)
    hash.update(file)
    for (const token of tokensOf(source, source)) hash.update(token).update(' ')
  }
  return hash.digest('hex').slice(0, 12)
}

/**
 * The code's tokens in order, without comments (JSDoc included) or spacing, and without the comma a
 * formatter leaves after a list's last item when it breaks the list over lines.
 */
function* tokensOf(node: ts.Node, source: ts.SourceFile): Generator<string> {
  const children = node.getChildren(source).filter((child) => !(child.kind >= ts.SyntaxKind.FirstJSDocNode && child.kind <= ts.SyntaxKind.LastJSDocNode))
  if (children.length === 0) {
    if (node.kind !== ts.SyntaxKind.EndOfFileToken) yield node.getText(source)
    return
  }
  const trailing = node.kind === ts.SyntaxKind.SyntaxList && children.at(-1)?.kind === ts.SyntaxKind.CommaToken ? children.length - 1 : -1
  for (const [index, child] of children.entries()) if (index !== trailing) yield* tokensOf(child, source)
}
