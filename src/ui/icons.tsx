import type { SVGProps } from 'react'

type IconProps = SVGProps<SVGSVGElement> & { title?: string }

function Icon({ title, children, ...props }: IconProps & { children: React.ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
      {...props}
    >
      {title ? <title>{title}</title> : null}
      {children}
    </svg>
  )
}

export const MenuIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Icon>
)
export const CloseIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
)
/** Points "forward" in reading order: mirrored in RTL by the `flip` class. */
export const ChevronIcon = (p: IconProps) => (
  <Icon className="flip" {...p}>
    <path d="M9 6l6 6-6 6" />
  </Icon>
)
export const CaretDownIcon = (p: IconProps) => (
  <Icon width="16" height="16" {...p}>
    <path d="M6 9l6 6 6-6" />
  </Icon>
)
export const HeartIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z" />
  </Icon>
)
export const UserIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </Icon>
)
export const GlobeIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </Icon>
)
export const WaveIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M2 12c2 0 2-2 4-2s2 2 4 2 2-2 4-2 2 2 4 2 2-2 4-2M2 18c2 0 2-2 4-2s2 2 4 2 2-2 4-2 2 2 4 2 2-2 4-2" />
  </Icon>
)
export const OfflineIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M2 2l20 20M8.5 16.5a5 5 0 0 1 7 0M5 13a10 10 0 0 1 5.2-2.8M19 13a10 10 0 0 0-2-1.5M2 8.8a15 15 0 0 1 4.2-2.7M22 8.8A15 15 0 0 0 11 5M12 20h.01" />
  </Icon>
)
export const ExternalIcon = (p: IconProps) => (
  <Icon width="14" height="14" className="flip" {...p}>
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </Icon>
)

export const StarIcon = (p: IconProps) => (
  <Icon width="16" height="16" {...p}>
    <path d="M12 2.8l2.8 5.8 6.4.9-4.6 4.5 1.1 6.3L12 17.3l-5.7 3 1.1-6.3-4.6-4.5 6.4-.9z" />
  </Icon>
)
export const PinIcon = (p: IconProps) => (
  <Icon width="16" height="16" {...p}>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </Icon>
)
export const CalendarIcon = (p: IconProps) => (
  <Icon width="16" height="16" {...p}>
    <rect x="3.5" y="5" width="17" height="15" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
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
