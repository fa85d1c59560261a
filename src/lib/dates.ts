/** `YYYY-MM` of a date in local time: the header's Safari link parameter (SPEC §9). */
export function yearMonth(date: Date = new Date()): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`
}

export const yearMonthPattern = /^\d{4}-(0[1-9]|1[0-2])$/
