import { queryOptions } from '@tanstack/react-query'
import { cancellationQuotePath, CancellationQuoteResponseSchema, invoicePath, InvoiceResponseSchema, reservationsPath, ReservationsResponseSchema } from '../../../contract/booking.ts'
import { langCode, type Lang } from '../../../contract/common.ts'
import { favoritesListPath, FavoritesListResponseSchema } from '../../../contract/favorites.ts'
import { CountriesResponseSchema, getTranslatedCountriesPath } from '../../../contract/general.ts'
import { organizationsPath, OrganizationsResponseSchema } from '../../../contract/organizations.ts'
import { getReviewPath, ReviewResponseSchema } from '../../../contract/reviews.ts'
import { getProfileDataPath, ProfileResponseSchema } from '../../../contract/users.ts'
import { walletPath, WalletResponseSchema } from '../../../contract/wallet.ts'
import { api } from '../../api/client.ts'

/**
 * Every key of the diver's own data carries the diver's id (and `meta.owner`), so a second diver on
 * the same phone never reads the first one's cache, even before sign-out has wiped it.
 */
export const accountKeys = {
  all: ['account'] as const,
  diver: (userId: number) => [...accountKeys.all, userId] as const,
  profile: (userId: number, lang: Lang) => [...accountKeys.diver(userId), 'profile', lang] as const,
  reservations: (userId: number, lang: Lang) => [...accountKeys.diver(userId), 'reservations', lang] as const,
  invoice: (userId: number, reservationId: number, lang: Lang) => [...accountKeys.diver(userId), 'invoice', reservationId, lang] as const,
  wallet: (userId: number, lang: Lang) => [...accountKeys.diver(userId), 'wallet', lang] as const,
  review: (userId: number, reviewId: number) => [...accountKeys.diver(userId), 'review', reviewId] as const,
  favorites: (userId: number, lang: Lang) => [...accountKeys.diver(userId), 'favorites', lang] as const,
  quote: (userId: number, reservationId: number) => [...accountKeys.diver(userId), 'cancellation-quote', reservationId] as const,
}

export const profileQueryOptions = (userId: number, lang: Lang) =>
  queryOptions({
    queryKey: accountKeys.profile(userId, lang),
    queryFn: ({ signal }) => api.get(getProfileDataPath, ProfileResponseSchema, { signal }),
    meta: { owner: userId },
  })

export const reservationsQueryOptions = (userId: number, lang: Lang) =>
  queryOptions({
    queryKey: accountKeys.reservations(userId, lang),
    queryFn: ({ signal }) => api.get(reservationsPath, ReservationsResponseSchema, { query: { lang: langCode[lang] }, signal }),
    meta: { owner: userId },
  })

export const invoiceQueryOptions = (userId: number, reservationId: number, lang: Lang) =>
  queryOptions({
    queryKey: accountKeys.invoice(userId, reservationId, lang),
    queryFn: ({ signal }) => api.get(invoicePath, InvoiceResponseSchema, { query: { reservationId, lang: langCode[lang] }, signal }),
    meta: { owner: userId },
    staleTime: 5 * 60_000,
  })

export const walletQueryOptions = (userId: number, lang: Lang) =>
  queryOptions({
    queryKey: accountKeys.wallet(userId, lang),
    queryFn: ({ signal }) => api.get(walletPath, WalletResponseSchema, { query: { lang: langCode[lang] }, signal }),
    meta: { owner: userId },
  })

export const reviewQueryOptions = (userId: number, reviewId: number) =>
  queryOptions({
    queryKey: accountKeys.review(userId, reviewId),
    queryFn: ({ signal }) => api.get(getReviewPath, ReviewResponseSchema, { query: { reviewId }, signal }),
    meta: { owner: userId },
    staleTime: 0,
  })

export const favoritesQueryOptions = (userId: number, lang: Lang) =>
  queryOptions({
    queryKey: accountKeys.favorites(userId, lang),
    queryFn: ({ signal }) => api.get(favoritesListPath, FavoritesListResponseSchema, { query: { lang: langCode[lang] }, signal }),
    meta: { owner: userId },
  })

/** What cancelling now would give back: read fresh each time the modal opens, never kept. */
export const cancellationQuoteQueryOptions = (userId: number, reservationId: number) =>
  queryOptions({
    queryKey: accountKeys.quote(userId, reservationId),
    queryFn: ({ signal }) => api.get(cancellationQuotePath, CancellationQuoteResponseSchema, { query: { reservationId }, signal }),
    meta: { owner: userId, persist: false },
    staleTime: 0,
    retry: false,
  })

/** The profile form's choices: public lists, shared by every diver. */
export const profileChoicesKeys = {
  countries: (lang: Lang) => ['account-choices', 'countries', lang] as const,
  organizations: (lang: Lang) => ['account-choices', 'organizations', lang] as const,
}

export const countryChoicesQueryOptions = (lang: Lang) =>
  queryOptions({
    queryKey: profileChoicesKeys.countries(lang),
    queryFn: ({ signal }) => api.get(getTranslatedCountriesPath, CountriesResponseSchema, { query: { isEnglish: lang === 'en' }, signal }),
    staleTime: 24 * 60 * 60_000,
  })

export const organizationChoicesQueryOptions = (lang: Lang) =>
  queryOptions({
    queryKey: profileChoicesKeys.organizations(lang),
    queryFn: ({ signal }) => api.post(organizationsPath, OrganizationsResponseSchema, { query: { lang: langCode[lang] }, signal }),
    staleTime: 24 * 60 * 60_000,
  })
