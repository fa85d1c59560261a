import { Icon, type IconProps } from './shell-icons.tsx'

// A lazy page's icons; those of the first load are in shell-icons.tsx (decision 041), re-exported here.
export { CloseIcon, UserIcon, ExternalIcon, HeartIcon, OfflineIcon, CalendarIcon, PinIcon } from './shell-icons.tsx'

/** Points "forward" in reading order: mirrored in RTL by the `flip` class. */
export const ChevronIcon = (p: IconProps) => (
  <Icon className="flip" {...p}>
    <path d="M9 6l6 6-6 6" />
  </Icon>
)
export const StarIcon = (p: IconProps) => (
  <Icon width="16" height="16" {...p}>
    <path d="M12 2.8l2.8 5.8 6.4.9-4.6 4.5 1.1 6.3L12 17.3l-5.7 3 1.1-6.3-4.6-4.5 6.4-.9z" />
  </Icon>
)
export const SeatIcon = (p: IconProps) => (
  <Icon width="16" height="16" {...p}>
    <circle cx="9" cy="7" r="3" />
    <path d="M3 20a6 6 0 0 1 12 0M16 4a3 3 0 0 1 0 6M21 20a6 6 0 0 0-4-5.6" />
  </Icon>
)
export const ClockIcon = (p: IconProps) => (
  <Icon width="16" height="16" {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Icon>
)
export const DiveIcon = (p: IconProps) => (
  <Icon width="16" height="16" {...p}>
    <path d="M4 14c2 0 2-2 4-2s2 2 4 2 2-2 4-2 2 2 4 2M12 3v6M9 6l3 3 3-3" />
  </Icon>
)
export const LanguageIcon = (p: IconProps) => (
  <Icon width="16" height="16" {...p}>
    <path d="M4 5h9M8.5 3v2M6 5c0 4 3 7 6 8M11 5c0 4-3 7-6 8M13 21l4-9 4 9M14.5 18h5" />
  </Icon>
)
export const ImagesIcon = (p: IconProps) => (
  <Icon width="18" height="18" {...p}>
    <rect x="3" y="5" width="14" height="14" rx="2" />
    <path d="M7 3h12a2 2 0 0 1 2 2v12M3 15l4-4 5 5M13 11h.01" />
  </Icon>
)
/** Points "back" in reading order (previous page): mirrored in RTL. */
export const ChevronBackIcon = (p: IconProps) => (
  <Icon className="flip" {...p}>
    <path d="M15 6l-6 6 6 6" />
  </Icon>
)
export const SearchIcon = (p: IconProps) => (
  <Icon width="18" height="18" {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-4-4" />
  </Icon>
)
export const TrashIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
  </Icon>
)
export const CardIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <circle cx="9" cy="12" r="2.5" />
    <path d="M14 10h4M14 14h3" />
  </Icon>
)
