import type { ColumnType, Generated, Kysely } from 'kysely'

type CreatedAt = ColumnType<Date, Date | string | undefined, never>
type Timestamp = ColumnType<Date, Date | string, Date | string>

export type CountryTable = {
  id: Generated<number>
  code: string
  name_en: string
  name_ar: string
}

export type OrganizationTable = {
  id: Generated<number>
  short_name: string
  name_en: string
  name_ar: string
  logo_url: string
}

export type UserTable = {
  id: Generated<number>
  email: string
  password_hash: string
  name: string
  sex: 'Male' | 'Female'
  country_id: number | null
  mobile: string | null
  is_diver: boolean
  organization_id: number | null
  diver_number: string | null
  image_path: string | null
  certificate_path: string | null
  is_verified: Generated<boolean>
  role: Generated<'diver'>
  language: Generated<number>
  created_at: CreatedAt
}

export type GuestTable = {
  id: string
  device_token: string
  language: Generated<number>
  created_at: CreatedAt
}

export type RefreshTokenTable = {
  id: Generated<number>
  token_hash: string
  family_id: string
  user_id: number | null
  guest_id: string | null
  expires_at: Timestamp
  /** set when this token was exchanged for its successor */
  rotated_at: Timestamp | null
  /** set when the whole family was revoked (logout, reuse) */
  revoked_at: Timestamp | null
  created_at: CreatedAt
}

export type CurrencyRateTable = {
  code: string
  /** units of this currency per one US dollar */
  per_usd: string
  updated_at: CreatedAt
}

export type NotificationTable = {
  id: Generated<number>
  user_id: number
  title_en: string
  title_ar: string
  text_en: string
  text_ar: string
  type: number
  item_id: number | null
  is_read: Generated<boolean>
  created_at: CreatedAt
}

export type BranchTable = {
  id: Generated<number>
  kind: 'diveCenter' | 'freelancer'
  name_en: string
  name_ar: string
  country_id: number
  city_en: string
  city_ar: string
  image_url: string
  rate: string | null
  created_at: CreatedAt
}

export type AppSecretTable = { name: string; value: string }

export type Database = {
  countries: CountryTable
  organizations: OrganizationTable
  users: UserTable
  guests: GuestTable
  refresh_tokens: RefreshTokenTable
  currency_rates: CurrencyRateTable
  notifications: NotificationTable
  branches: BranchTable
  app_secrets: AppSecretTable
}

export type Db = Kysely<Database>
