import type { ColumnType, Generated, Kysely } from 'kysely'
import type { CertificationLevel, Requirements } from '../../contract/travellers.ts'
import type { GearKind } from '../../contract/gear.ts'
import type { ExtraItem } from '../../contract/liveaboards.ts'

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
  description_en: Generated<string>
  description_ar: Generated<string>
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
  /** e-mail about bookings beyond confirmations and cancellations (payments, reminders, reviews) */
  mail_bookings: Generated<boolean>
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

type Money = ColumnType<string, string | number, string | number>
/** 'YYYY-MM-DD' (server/db/index.ts sets both drivers' parsers) */
type DateOnly = ColumnType<string, string, string>

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
  description_en: Generated<string>
  description_ar: Generated<string>
  lat: ColumnType<string, string | number | undefined, string | number>
  lng: ColumnType<string, string | number | undefined, string | number>
  facebook: string | null
  website: string | null
  twitter: string | null
  instagram: string | null
  linkedin: string | null
  tel: string | null
  mobile: string | null
  /** migration 020: how a center that takes no online booking is booked, with its telephones */
  email: string | null
  whatsapp: string | null
  currency: Generated<string>
  languages: ColumnType<string[], string[] | undefined, string[]>
  pay_now: Generated<boolean>
  pay_later: Generated<boolean>
  /** migration 029: the share taken when booked where the center allows deposits, and how long before the start the balance is due */
  deposit_percent: number | null
  balance_due_days: Generated<number>
  /** migration 031: a booking moves to another date free until this many days before the start, then for this share of its total */
  move_free_days: Generated<number>
  move_fee_percent: Generated<number>
  /** search_fold of both names (migration 010), written by PostgreSQL */
  search_name: Generated<string>
  /** lower(name) under the "C" collation: the directory's sort keys (migration 012), written by PostgreSQL */
  sort_en: Generated<string>
  sort_ar: Generated<string>
  trip_rate: string | null
  course_rate: string | null
  liveaboard_rate: string | null
  cancellation_policy: ColumnType<PolicyTier[], string | undefined, string>
  free_cancellation_hours: Generated<number>
  meeting_point_en: Generated<string>
  meeting_point_ar: Generated<string>
  /** migration 021: the town it is in (places) */
  town_id: number | null
  /** migration 024: how many hours before the start a booking's travellers can last be changed */
  travellers_cutoff_hours: Generated<number>
}

/** One tier of an operator's cancellation policy: cancelled at least this many days ahead, this much back. */
export type PolicyTier = { minDaysBefore: number; refundPercent: number }

export type BranchImageTable = { id: Generated<number>; branch_id: number; url: string; position: number }
export type BranchOrganizationTable = { branch_id: number; organization_id: number }

export type TripKind = 'diving' | 'freediving' | 'snorkeling' | 'liveaboard'
export type TripTable = {
  id: Generated<number>
  branch_id: number
  kind: TripKind
  name_en: string
  name_ar: string
  image_url: string
  days: number
  start_date: DateOnly
  seats_total: number
  seats_available: number
  number_of_dives: number
  price: Money
  net_price: Money
  currency: string
  /** net_price in US dollars, kept by triggers (migration 006); null without a rate for the currency */
  net_price_usd: Generated<string | null>
  /** migration 021: the dive site it goes to (places), when it is one the catalogue knows */
  site_id: number | null
  /** migration 022: the boat that runs a liveaboard (one of its center's) */
  boat_id: ColumnType<number | null, number | null | undefined, number | null>
  /** migration 038: the parties (1 to 50 divers) one of its types of cabin takes, a bit each (`partiesMask`); null: not sold by cabin. Written, never read here. */
  cabin_parties: ColumnType<string | null, string | null | undefined, string | null>
  /** migration 024: what it asks of each diver (contract/travellers.ts), null when nothing */
  requirements: ColumnType<Requirements | null, string | null | undefined, string | null>
}

export type CourseTemplateTable = {
  id: Generated<number>
  organization_id: number
  name_en: string
  name_ar: string
  level_en: string
  level_ar: string
  description_en: string
  description_ar: string
  logo_url: string
  /** migration 021: what it teaches, one of the contract's `courseLevels` */
  level: string | null
  /** migration 024: what it asks of each diver (contract/travellers.ts), null when nothing */
  requirements: ColumnType<Requirements | null, string | null | undefined, string | null>
}

export type CourseDateTable = {
  id: Generated<number>
  template_id: number
  branch_id: number
  start_date: DateOnly
  duration_days: number
  seats_total: number
  seats_available: number
  location_en: string
  location_ar: string
  is_online: Generated<boolean>
  price: Money
  net_price: Money
  currency: string
  /** net_price in US dollars, kept by triggers (migration 006); null without a rate for the currency */
  net_price_usd: Generated<string | null>
}

/** `DepositPaid` (migration 029): the deposit is paid and the balance is due by `balance_due` */
export type PaymentStatus = 'Paid' | 'Unpaid' | 'Refunded' | 'DepositPaid'
/** `Pending`: seats and credit held while the card is charged; `PaymentFailed`: the charge failed and all was given back */
export type ReservationStatus = 'Pending' | 'Confirmed' | 'AwaitingPayment' | 'Cancelled' | 'Completed' | 'PaymentFailed'
export type ReservationTable = {
  id: Generated<number>
  user_id: number
  trip_id: number | null
  course_date_id: number | null
  seats: number
  payment_type: number
  payment_status: PaymentStatus
  status: ReservationStatus
  price: Money
  net_price: Money
  currency: string
  payment_reference: string
  cancellation_reason: string | null
  cancelled_at: Timestamp | null
  created_at: CreatedAt
  paid_with: 'wallet' | 'card' | null
  cancellation_fee: Money | null
  refund_amount: Money | null
  /** the Idempotency-Key of the request that made it */
  booking_key: string | null
  /** what the wallet and the card paid, in `currency` */
  wallet_paid: ColumnType<string, string | number | undefined, string | number>
  card_paid: ColumnType<string, string | number | undefined, string | number>
  /** the card charge in flight: the provider's idempotency key, its amount, and what it pays for */
  charge_key: string | null
  charge_amount: Money | null
  charge_for: 'booking' | 'payment' | 'balance' | null
  /** migration 029: the wallet's part of the charge in flight, joining `wallet_paid` when it is confirmed */
  charge_wallet: Money | null
  /** migration 029: a deposit booking's deposit, and the day its balance is due by */
  deposit: Money | null
  balance_due: ColumnType<string | null, string | null | undefined, string | null>
  /** when the settling worker may look at a charge or refund in flight */
  settle_after: Timestamp | null
  /** a refund to the card the provider has not confirmed yet */
  refund_key: string | null
  refund_due: Money | null
}

export type PaymentTable = {
  id: Generated<number>
  reservation_id: number
  provider: string
  provider_reference: string
  kind: 'charge' | 'refund'
  amount: Money
  currency: string
  created_at: CreatedAt
}

export type ReviewTable = {
  id: Generated<number>
  user_id: number
  reservation_id: number
  branch_id: number
  kind: 'trip' | 'course' | 'liveaboard'
  title: string
  body: string
  rate: number
  created_at: CreatedAt
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>
}

export type WalletTransactionTable = {
  id: Generated<number>
  user_id: number
  amount: Money
  type: 'Credited' | 'Debited'
  description_en: string
  description_ar: string
  reservation_id: number | null
  valid_from: Timestamp
  valid_to: Timestamp
  created_at: CreatedAt
  /** a hold on the credit given back (its payment failed): counts for nothing */
  voided_at: Timestamp | null
  /** migration 029: the charge this debit was spent with, so a declined charge voids only its own */
  hold_key: string | null
}

/** The built-in local provider's own record of what it charged and refunded, by idempotency key. */
export type LocalPaymentTable = {
  idempotency_key: string
  kind: 'charge' | 'refund'
  provider_reference: string
  amount: Money
  currency: string
  created_at: CreatedAt
}

/** An uploaded picture, served at /media/uploads/<name> by every process. */
export type UploadTable = { name: string; content_type: string; bytes: Buffer; created_at: CreatedAt }

export type FavoriteItemTable = { user_id: number; kind: 'branch' | 'trip' | 'course'; item_id: number; created_at: CreatedAt }

export type JobsTable = {
  id: Generated<number>
  kind: string
  payload: ColumnType<unknown, string, string>
  attempts: Generated<number>
  next_attempt_at: ColumnType<Date, Date | string | undefined, Date | string>
  done_at: Timestamp | null
  last_error: string | null
  created_at: CreatedAt
  /** what the job is about (`booking:42:reminder`), unique: queued once whoever asks; null for one-off mail */
  key: string | null
  /** jobs of one chain (`booking:42`) are carried out in the order queued (migration 015); null for a job that follows nothing */
  chain: string | null
  /** when the job was first tried (migration 017): a job failing for longer than its kind allows is given up */
  first_attempt_at: Timestamp | null
  /** given up after failing too long (also `done_at`: no longer claimed, its chain goes on); `last_error` says why */
  given_up_at: Timestamp | null
}

/** Booking mail to an address its account has not confirmed (migration 018): counted, held, or released on the confirmation. */
export type UnconfirmedBookingMailTable = {
  id: Generated<number>
  user_id: number
  reservation_id: number
  event: string
  state: 'sent' | 'held' | 'released'
  /** the booking-message job, queued again when the address is confirmed */
  job: ColumnType<unknown, string, string>
  /** when it was counted, held or released */
  since: ColumnType<Date, Date | string | undefined, Date | string>
}

export type ContactMessageTable = {
  id: Generated<number>
  user_id: number | null
  name: string
  email: string
  subject: string
  message: string
  language: number
  created_at: CreatedAt
}

/** One device a diver gets booking notifications on (Web Push). */
export type PushSubscriptionTable = {
  id: Generated<number>
  user_id: number
  endpoint: string
  p256dh: string
  auth: string
  /** 1 English, 2 Arabic: the app's language on that device */
  language: number
  created_at: CreatedAt
  /** the last time the device subscribed (migration 017): a diver keeps the ten most recent */
  subscribed_at: ColumnType<Date, Date | string | undefined, Date | string>
}

export type PageTable = { name: string; language: number; title: string; content_html: string; updated_at: CreatedAt }

export type EmailCodeTable = {
  id: Generated<number>
  user_id: number
  code_hash: string
  attempts: Generated<number>
  expires_at: Timestamp
  used_at: Timestamp | null
  created_at: CreatedAt
}

export type PasswordResetTable = {
  id: Generated<number>
  user_id: number
  token_hash: string
  expires_at: Timestamp
  used_at: Timestamp | null
  created_at: CreatedAt
}

export type IdempotencyKeyTable = {
  owner: string
  key: string
  method: string
  path: string
  request_hash: string
  status_code: number | null
  content_type: string | null
  response: string | null
  created_at: ColumnType<Date, Date | string | undefined, Date | string>
  /** the attempt carrying the key out; only it may store the answer */
  holder: string | null
  /** until when that attempt holds the key unless it renews */
  lease_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
}

export type RateLimitTable = { key: string; window_start: Timestamp; count: number }
export type SignInAttemptTable = { key: string; window_start: Timestamp; attempts: number }
export type SignInAddressTable = { key: string; signed_in_at: Timestamp }
export type BranchCountTable = { kind: 'diveCenter' | 'freelancer'; country_id: number; count: number }

/**
 * Written by triggers on branches (migration 014): each folded word of a name, and each two
 * neighbouring words with what separates them (migration 026), with the directory's sort keys.
 */
export type BranchWordTable = { word: string; kind: 'diveCenter' | 'freelancer'; branch_id: number; sort_en: string; sort_ar: string; rate: string | null }
export type SearchWordTable = { word: string }
/** The catalogue's distinct pairs of neighbouring words (migration 026), as search_words holds its words. */
export type SearchPairTable = { pair: string }

/** Migration 023: how many branches of a kind have a word (or a pair), kept by triggers on branch_words. */
export type BranchWordCountTable = { kind: string; word: string; branches: number }

export type AppSecretTable = { name: string; value: string }

/** Migration 021: a country, region, town or dive site; `search_name` folds both names, written by PostgreSQL. */
export type PlaceTable = {
  id: Generated<number>
  kind: 'country' | 'region' | 'town' | 'site'
  parent_id: number | null
  country_id: number
  name_en: string
  name_ar: string
  lat: number
  lng: number
  search_name: Generated<string>
  /** migration 028: a site's depths (both or neither) and what lives there (contract's marineLife) */
  depth_min_m: number | null
  depth_max_m: number | null
  life: Generated<string[]>
}
/** Written by triggers (migration 021): each departure under each place it is found by (0: everywhere). */
export type DeparturePlaceTable = {
  place_id: number
  activity: string
  departure_id: number
  start_date: DateOnly
  days: number
  seats_available: number
  net_price_usd: number
  branch_id: number
  rate: number | null
  pay_now: boolean
  pay_later: boolean
  level: string | null
  lat: number
  lng: number
  /** everywhere's entries only (place 0): the center's position on the unit sphere, and the places it is found by */
  geo: string | null
  places: number[] | null
  /** a site's entries only: the center's position in the site's slab */
  site_geo: string | null
  /** migration 038: the trip's `cabin_parties`, carried by every index of the search */
  parties: string | null
}

/** Migration 022 (decision 027): a liveaboard operator's boat, its photos and its cabin plan. */
export type CabinType = 'twin-lower' | 'double' | 'master' | 'single'
export type BoatTable = {
  id: Generated<number>
  branch_id: number
  name_en: string
  name_ar: string
  length_m: ColumnType<string, string | number, string | number>
  year_built: number
  year_refitted: number | null
  guests_max: number
  crew: number
  dive_deck_en: string
  dive_deck_ar: string
  tenders: number
  nitrox: boolean
  /** codes of the contract's `safetyItems` */
  safety: ColumnType<string[], string[] | undefined, string[]>
}
export type BoatImageTable = { boat_id: number; position: number; url: string }
export type BoatCabinTable = { boat_id: number; cabin_type: CabinType; deck: 'lower' | 'main' | 'upper'; berths: number; en_suite: boolean; cabins: number }
/** What a liveaboard departure sells of its boat's cabins, per type: counted like seats. */
export type TripCabinTable = {
  trip_id: number
  cabin_type: CabinType
  price: Money
  single_supplement: Money | null
  cabins_total: number
  cabins_left: number
  /** migration 037: berths free in cabins shared by men, and by women (migration 027 counted them for either) */
  shared_open_male: Generated<number>
  shared_open_female: Generated<number>
}
/** A liveaboard's route: its ports (in towns of places) and times ('HH:MM:SS'). */
export type TripRouteTable = {
  trip_id: number
  name_en: string
  name_ar: string
  embark_town_id: number
  embark_port_en: string
  embark_port_ar: string
  embark_time: string
  disembark_town_id: number
  disembark_port_en: string
  disembark_port_ar: string
  disembark_time: string
  /** migration 034: the port's own position, when it is not the town's (null: the town's) */
  embark_port_lat: ColumnType<number | null, number | null | undefined, number | null>
  embark_port_lng: ColumnType<number | null, number | null | undefined, number | null>
  disembark_port_lat: ColumnType<number | null, number | null | undefined, number | null>
  disembark_port_lng: ColumnType<number | null, number | null | undefined, number | null>
}
export type TripRouteDayTable = { trip_id: number; day: number; area_en: string; area_ar: string; dives: number }
export type TripRouteSiteTable = { trip_id: number; day: number; position: number; site_id: number }
export type TripExtraTable = { trip_id: number; item: string; included: boolean; price: Money | null; unit: 'trip' | 'day' | 'dive' | null }

type TravellerColumns = {
  full_name: string
  date_of_birth: DateOnly | null
  agency_id: number | null
  level: CertificationLevel
  logged_dives: number
  last_dive_date: DateOnly | null
  nitrox: boolean
  first_aid: boolean
}
/** Migration 024: a booking's divers, in order (1 is the diver who booked). */
export type ReservationTravellerTable = TravellerColumns & { reservation_id: number; position: number; notes: string }
/** Migration 024: whom a diver booked for before, by lower-cased name; `self` is the diver's own details. */
export type SavedTravellerTable = TravellerColumns & { user_id: number; name_key: string; self: boolean; updated_at: Timestamp }
/** Migration 031: each move of a booking to another date, as it was made. */
export type ReservationMoveTable = {
  id: Generated<number>
  reservation_id: number
  from_start: DateOnly
  to_start: DateOnly
  fee: Money
  refund: Money
  owed: Money
  moved_at: Generated<Date>
}

/** Migration 027: the cabin a liveaboard booking bought, as it was sold. */
export type ReservationCabinTable = {
  reservation_id: number
  trip_id: number
  cabin_type: CabinType
  cabins: number
  shared: boolean
  /** migration 037: the sex of the cabin a shared berth is in (null: no shared berth) */
  shared_with: 'Male' | 'Female' | null
  berths: number
  price: Money
  supplement: Money
}
/** Migration 025: what a center rents, priced in its currency, per day or per departure. */
export type BranchRentalTable = {
  id: Generated<number>
  branch_id: number
  kind: GearKind
  name_en: string
  name_ar: string
  price: Money
  per: 'day' | 'trip'
  position: Generated<number>
}
/** Migration 025: how many of each size (or '' for one size) a center has for one departure. */
export type RentalSizeTable = { rental_id: number; size: string; stock: number; position: Generated<number> }
/** Migration 025: the gear each traveller of a booking rents, with the name and price it was sold at. */
export type ReservationGearTable = {
  reservation_id: number
  position: number
  rental_id: number
  size: string
  kind: GearKind
  name_en: string
  name_ar: string
  price: Money
}

/** Migration 032: a liveaboard's extras each traveller of a booking took, as sold (contract/extras.ts). */
export type ReservationExtraTable = {
  reservation_id: number
  position: number
  item: ExtraItem
  name_en: string
  name_ar: string
  unit: 'trip' | 'day' | 'dive'
  units: number
  price: Money
}

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
  branch_images: BranchImageTable
  branch_organizations: BranchOrganizationTable
  trips: TripTable
  course_templates: CourseTemplateTable
  course_dates: CourseDateTable
  reservations: ReservationTable
  reservation_moves: ReservationMoveTable
  reviews: ReviewTable
  wallet_transactions: WalletTransactionTable
  favorite_items: FavoriteItemTable
  jobs: JobsTable
  unconfirmed_booking_mail: UnconfirmedBookingMailTable
  push_subscriptions: PushSubscriptionTable
  payments: PaymentTable
  local_payments: LocalPaymentTable
  uploads: UploadTable
  contact_messages: ContactMessageTable
  pages: PageTable
  email_codes: EmailCodeTable
  password_resets: PasswordResetTable
  idempotency_keys: IdempotencyKeyTable
  rate_limits: RateLimitTable
  sign_in_attempts: SignInAttemptTable
  sign_in_addresses: SignInAddressTable
  branch_counts: BranchCountTable
  branch_words: BranchWordTable
  search_words: SearchWordTable
  search_pairs: SearchPairTable
  branch_word_counts: BranchWordCountTable
  places: PlaceTable
  departure_places: DeparturePlaceTable
  boats: BoatTable
  boat_images: BoatImageTable
  boat_cabins: BoatCabinTable
  trip_cabins: TripCabinTable
  trip_routes: TripRouteTable
  trip_route_days: TripRouteDayTable
  trip_route_sites: TripRouteSiteTable
  trip_extras: TripExtraTable
  reservation_travellers: ReservationTravellerTable
  saved_travellers: SavedTravellerTable
  branch_rentals: BranchRentalTable
  rental_sizes: RentalSizeTable
  reservation_gear: ReservationGearTable
  reservation_extras: ReservationExtraTable
  reservation_cabins: ReservationCabinTable
}

export type Db = Kysely<Database>
