import { useCallback, useState } from 'react'

type Fields = Record<string, unknown>

/**
 * A form's fields over values kept in the address: each shows at once what the person typed or chose,
 * and takes the address's value only when that field's own value there changes (Back, a removed chip,
 * "Clear all") to one it does not already say. Resetting every field whenever the address changed
 * overwrote a field being typed in when another field's update landed: "1200" typed in Max while Min's
 * "40" reached the address became "200".
 *
 * `says(key, shown, fromAddress)`: whether what a field shows already says the address's value (a
 * typed "40.0" says 40); by default, the same value.
 */
export function useUrlFields<T extends Fields>(
  address: T,
  says: (key: keyof T, shown: unknown, fromAddress: unknown) => boolean = (_key, shown, fromAddress) => Object.is(shown, fromAddress),
): [T, (changes: Partial<T>) => void] {
  const [state, setState] = useState({ shown: address, seen: address })
  const keys = Object.keys({ ...state.seen, ...address }) as Array<keyof T>
  const moved = keys.filter((key) => !Object.is(address[key], state.seen[key]))
  let { shown } = state
  if (moved.length > 0) {
    shown = { ...shown }
    for (const key of moved) if (!says(key, shown[key], address[key])) shown[key] = address[key]
    // Adjusted while rendering (React's pattern for state that follows a prop), not in an effect: an
    // effect would paint the old value first and run after the person's next key.
    setState({ shown, seen: address })
  }
  const set = useCallback((changes: Partial<T>) => setState((current) => ({ ...current, shown: { ...current.shown, ...changes } })), [])
  return [shown, set]
}
