import type { ReactNode, SVGProps } from 'react';

/**
 * The icons of the first screen (navbar, user menu, footer, theme toggle, hero search, form fields), drawn
 * with Lucide's own shapes, so a page's first load does not need lucide-react's component factory. The staff
 * panels and the screens after the first import lucide-react as usual. Like Lucide's, each is decorative (aria-hidden) unless
 * given a name, and takes its size from className (24 px otherwise).
 */
export type ShellIconProps = SVGProps<SVGSVGElement>;
export type ShellIconComponent = (props: ShellIconProps) => ReactNode;

/**
 * An icon of Lucide's shape (its file in lucide-react/dist/esm/icons). Public pages draw their icons with this
 * too, each in the module that uses it, so that no public page's first load needs lucide-react.
 */
export function shellIcon(shape: ReactNode): ShellIconComponent {
  return function ShellIcon(props: ShellIconProps) {
    return (
      <svg
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        {...props}
      >
        {shape}
      </svg>
    );
  };
}

export const Menu = shellIcon(<path d="M4 5h16M4 12h16M4 19h16" />);
export const X = shellIcon(<path d="M18 6 6 18M6 6l12 12" />);
export const Sun = shellIcon(
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2m-7.07-17.07 1.41 1.41m11.32 11.32 1.41 1.41M2 12h2m16 0h2M6.34 17.66l-1.41 1.41M19.07 4.93l-1.41 1.41" />
  </>,
);
export const Moon = shellIcon(
  <path d="M20.985 12.486a9 9 0 1 1-9.473-9.472c.405-.022.617.46.402.803a6 6 0 0 0 8.268 8.268c.344-.215.825-.004.803.401" />,
);
export const ChevronDown = shellIcon(<path d="m6 9 6 6 6-6" />);
export const LayoutDashboard = shellIcon(
  <>
    <rect width="7" height="9" x="3" y="3" rx="1" />
    <rect width="7" height="5" x="14" y="3" rx="1" />
    <rect width="7" height="9" x="14" y="12" rx="1" />
    <rect width="7" height="5" x="3" y="16" rx="1" />
  </>,
);
export const LogOut = shellIcon(<path d="m16 17 5-5-5-5M21 12H9M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />);
export const Mail = shellIcon(
  <>
    <path d="m22 7-8.991 5.727a2 2 0 0 1-2.009 0L2 7" />
    <rect x="2" y="4" width="20" height="16" rx="2" />
  </>,
);
export const MapPin = shellIcon(
  <>
    <path d="M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0" />
    <circle cx="12" cy="10" r="3" />
  </>,
);
export const Phone = shellIcon(
  <path d="M13.832 16.568a1 1 0 0 0 1.213-.303l.355-.465A2 2 0 0 1 17 15h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2A18 18 0 0 1 2 4a2 2 0 0 1 2-2h3a2 2 0 0 1 2 2v3a2 2 0 0 1-.8 1.6l-.468.351a1 1 0 0 0-.292 1.233 14 14 0 0 0 6.392 6.384" />,
);
export const RotateCw = shellIcon(<path d="M21 12a9 9 0 1 1-9-9c2.52 0 4.93 1 6.74 2.74L21 8M21 3v5h-5" />);
export const CalendarDays = shellIcon(
  <>
    <path d="M8 2v3M16 2v3" />
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <path d="M3 9h18M8 13h.01M12 13h.01M16 13h.01M8 17h.01M12 17h.01M16 17h.01" />
  </>,
);
export const Search = shellIcon(
  <>
    <path d="m21 21-4.34-4.34" />
    <circle cx="11" cy="11" r="8" />
  </>,
);
export const CircleAlert = shellIcon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 8v4m0 4h.01" />
  </>,
);
