import { useLingui } from '@lingui/react/macro'

/** Column headers; the last, unlabelled column holds each row's buttons. */
export function TableHead({ columns }: { columns: string[] }) {
  const { t } = useLingui()
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col">
            {column}
          </th>
        ))}
        <th scope="col">
          <span className="visually-hidden">{t`Actions`}</span>
        </th>
      </tr>
    </thead>
  )
}
