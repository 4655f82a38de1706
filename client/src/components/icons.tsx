// Small line icons drawn for this site (24×24, stroked with the text colour). Decorative: the
// control that holds one names itself.
import type { ReactNode } from 'react';
import type { SocialNetworkId } from '../../../shared/site';

function Icon({ children, size = 20 }: { children: ReactNode; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const SunIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2.5v2M12 19.5v2M2.5 12h2M19.5 12h2M5.3 5.3l1.4 1.4M17.3 17.3l1.4 1.4M5.3 18.7l1.4-1.4M17.3 6.7l1.4-1.4" />
  </Icon>
);

export const MoonIcon = () => (
  <Icon>
    <path d="M20 14.6A8.2 8.2 0 0 1 9.4 4a8.2 8.2 0 1 0 10.6 10.6z" />
  </Icon>
);

export const MenuIcon = () => (
  <Icon size={24}>
    <path d="M4 7h16M4 12h16M4 17h10" />
  </Icon>
);

export const CloseIcon = () => (
  <Icon size={22}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
);

export const CheckIcon = ({ size = 18 }: { size?: number }) => (
  <Icon size={size}>
    <path d="M4.5 12.5l5 5 10-11" />
  </Icon>
);

export const CrossIcon = ({ size = 18 }: { size?: number }) => (
  <Icon size={size}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
);

export const CalendarIcon = () => (
  <Icon size={18}>
    <rect x="3.5" y="5" width="17" height="15" rx="2.5" />
    <path d="M3.5 10h17M8 3v4M16 3v4M12 13v4M10 15h4" />
  </Icon>
);

export const ArrowIcon = () => (
  <Icon size={18}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </Icon>
);

export const SearchIcon = () => (
  <Icon>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M16 16l4.5 4.5" />
  </Icon>
);

export const ExternalIcon = () => (
  <Icon size={16}>
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </Icon>
);

export const MapPinIcon = () => (
  <Icon size={18}>
    <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z" />
    <circle cx="12" cy="10" r="2.3" />
  </Icon>
);

export const LinkIcon = () => (
  <Icon size={18}>
    <path d="M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1 1M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1-1" />
  </Icon>
);

export const ShareIcon = () => (
  <Icon size={18}>
    <circle cx="18" cy="5.5" r="2.5" />
    <circle cx="6" cy="12" r="2.5" />
    <circle cx="18" cy="18.5" r="2.5" />
    <path d="M8.2 10.8l7.6-4.1M8.2 13.2l7.6 4.1" />
  </Icon>
);

export const WeChatIcon = () => (
  <Icon>
    <path d="M15.5 9.2C14.9 6.2 12 4 8.6 4 4.9 4 2 6.5 2 9.6c0 1.8 1 3.4 2.5 4.4L4 16.2l2.6-1.3c.6.2 1.3.3 2 .3" />
    <path d="M22 14.6c0-2.8-2.6-5-5.8-5s-5.8 2.2-5.8 5 2.6 5 5.8 5c.6 0 1.1-.1 1.7-.2l2.2 1.1-.5-1.9c1.5-.9 2.4-2.3 2.4-4z" />
    <path d="M6.3 8.2h.01M10.7 8.2h.01M14.4 13.6h.01M18 13.6h.01" strokeWidth="2.4" />
  </Icon>
);

const socialIcons: Record<SocialNetworkId, () => ReactNode> = {
  instagram: () => (
    <Icon>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4.2" />
      <path d="M17.3 6.7h.01" strokeWidth="2.6" />
    </Icon>
  ),
  bilibili: () => (
    <Icon>
      <rect x="2.5" y="6.5" width="19" height="13.5" rx="3.5" />
      <path d="M7.5 3l2.8 3.3M16.5 3l-2.8 3.3M8.5 12v2.2M15.5 12v2.2" />
    </Icon>
  ),
  linkedin: () => (
    <Icon>
      <rect x="3" y="3" width="18" height="18" rx="3.5" />
      <path d="M8 10.5V17M8 7.3h.01M12 17v-6.5M12 13.4c0-1.8 1.2-2.9 2.7-2.9s2.5 1 2.5 2.9V17" />
    </Icon>
  ),
};

export function SocialIcon({ id }: { id: SocialNetworkId }) {
  return <>{socialIcons[id]()}</>;
}
