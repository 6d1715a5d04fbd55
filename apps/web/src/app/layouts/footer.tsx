import { HOTEL } from '@hotel/shared/hotel';
import { Link } from 'wouter';
import { paths } from '@/lib/paths';
import { Brand } from '@/ui/brand';
import { Mail, MapPin, Phone } from '@/ui/shell-icons';
import { SERVICE_TYPES, SITE_LINKS } from './nav-links';

const headingClass = 'font-sans text-xs font-semibold tracking-[0.28em] text-champagne uppercase';
const linkClass = 'inline-flex min-h-8 items-center text-sm text-ivory-muted transition-colors hover:text-champagne';

/** The site footer (spec §2): quick links, the six service types, address, phone, e-mail, © 2024. */
export function Footer() {
  return (
    <footer className="hero-backdrop text-ivory">
      <div className="mx-auto grid max-w-7xl gap-10 px-5 py-14 sm:grid-cols-2 sm:px-8 lg:grid-cols-[1.4fr_1fr_1fr_1.3fr]">
        <div className="flex flex-col gap-4">
          <Link to={paths.home} aria-label="The Aurelia Hotel & Spa, home" className="self-start rounded-md">
            <Brand tone="light" />
          </Link>
          <p className="max-w-xs text-sm leading-relaxed text-ivory-muted">
            A house of quiet luxury by the sea, where every stay is composed with care.
          </p>
        </div>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={headingClass}>
            Quick Links
          </h2>
          <ul className="mt-4 flex flex-col gap-1">
            {SITE_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-services">
          <h2 id="footer-services" className={headingClass}>
            Services
          </h2>
          <ul className="mt-4 flex flex-col gap-1">
            {SERVICE_TYPES.map((service) => (
              <li key={service} className="flex min-h-8 items-center text-sm text-ivory-muted">
                {service}
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={headingClass}>
            Contact
          </h2>
          <address className="mt-4 flex flex-col gap-3 text-sm text-ivory-muted not-italic">
            <p className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-champagne" />
              <span>
                {HOTEL.street}
                <br />
                {HOTEL.city}
              </span>
            </p>
            <p className="flex items-center gap-3">
              <Phone aria-hidden="true" className="size-4 shrink-0 text-champagne" />
              <a href={HOTEL.phoneHref} className={linkClass}>
                {HOTEL.phone}
              </a>
            </p>
            <p className="flex items-center gap-3">
              <Mail aria-hidden="true" className="size-4 shrink-0 text-champagne" />
              <a href={`mailto:${HOTEL.email}`} className={`${linkClass} break-all`}>
                {HOTEL.email}
              </a>
            </p>
          </address>
        </section>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-5 py-6 text-xs text-ivory-muted sm:flex-row sm:items-center sm:justify-between sm:px-8">
          <p>© 2024 The Aurelia. All rights reserved.</p>
          <p>Crafted for unhurried stays.</p>
        </div>
      </div>
    </footer>
  );
}
