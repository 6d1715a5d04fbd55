import { useRoomCount } from '@/features/rooms';
import { paths } from '@/lib/paths';
import { LinkButton } from '@/ui/button';
import { Container, PageIntro } from '@/ui/page-intro';
import { shellIcon } from '@/ui/shell-icons';
import { SectionTitle } from './section-title';

// Lucide's shapes, drawn without its component factory (ui/shell-icons.tsx).
const Anchor = shellIcon(
  <>
    <path d="M12 6v16" />
    <path d="m19 13 2-1a9 9 0 0 1-18 0l2 1" />
    <path d="M9 11h6" />
    <circle cx="12" cy="4" r="2" />
  </>,
);
const HeartHandshake = shellIcon(
  <path d="M19.414 14.414C21 12.828 22 11.5 22 9.5a5.5 5.5 0 0 0-9.591-3.676.6.6 0 0 1-.818.001A5.5 5.5 0 0 0 2 9.5c0 2.3 1.5 4 3 5.5l5.535 5.362a2 2 0 0 0 2.879.052 2.12 2.12 0 0 0-.004-3 2.124 2.124 0 1 0 3-3 2.124 2.124 0 0 0 3.004 0 2 2 0 0 0 0-2.828l-1.881-1.882a2.41 2.41 0 0 0-3.409 0l-1.71 1.71a2 2 0 0 1-2.828 0 2 2 0 0 1 0-2.828l2.823-2.762" />,
);
const Leaf = shellIcon(
  <>
    <path d="M11 20a10 10 0 0010-10 25.9 25.9 0 00-1.04-7.281 1 1 0 00-1.755-.325C15.833 5.5 13 5.5 9.8 6.1A7 7 0 0011 20" />
    <path d="M2 21a5 5 0 012.911-4.544C7.613 15.212 8.351 15.24 11 13" />
  </>,
);
const Sparkles = shellIcon(
  <>
    <path d="M11.017 2.814a1 1 0 0 1 1.966 0l1.051 5.558a2 2 0 0 0 1.594 1.594l5.558 1.051a1 1 0 0 1 0 1.966l-5.558 1.051a2 2 0 0 0-1.594 1.594l-1.051 5.558a1 1 0 0 1-1.966 0l-1.051-5.558a2 2 0 0 0-1.594-1.594l-5.558-1.051a1 1 0 0 1 0-1.966l5.558-1.051a2 2 0 0 0 1.594-1.594z" />
    <path d="M20 2v4" />
    <path d="M22 4h-4" />
    <circle cx="4" cy="20" r="2" />
  </>,
);

const VALUES = [
  {
    icon: HeartHandshake,
    title: 'Service that remembers',
    text: 'Your pillow, your table, the way you take your coffee: we note what you like so you never have to ask twice.',
  },
  {
    icon: Leaf,
    title: 'Rooted on this coast',
    text: 'Our kitchen buys from the harbour market each morning, and the spa grows its lavender and rosemary in our garden.',
  },
  {
    icon: Sparkles,
    title: 'Craft in every detail',
    text: 'Fluted oak, hand-laid terrazzo and brass polished daily: the house is kept as carefully as it was built.',
  },
  {
    icon: Anchor,
    title: 'A harbour for everyone',
    text: 'Step-free rooms, quiet floors and a team that speaks seven languages make the Aurelia easy to call home.',
  },
] as const;

const MILESTONES = [
  { year: '1928', text: 'A shipping family builds a summer house on the promenade, with a ballroom facing the sea.' },
  { year: '1999', text: 'The house opens as The Aurelia, with a dining room on the terrace.' },
  { year: '2012', text: 'The garden wing adds the spa, the pool terrace and our first suites.' },
  { year: '2023', text: 'A quiet restoration returns the ballroom to its art-deco glory for weddings and dinners.' },
] as const;

/** /about: the hotel's story, values and history. */
export function AboutPage() {
  const roomCount = useRoomCount();
  return (
    <>
      <PageIntro
        eyebrow="Our story"
        title="About The Aurelia"
        lead="For twenty-five years The Aurelia has welcomed travellers to Seabrook Harbour with the warmth of a private house and the polish of a grand hotel."
      />
      <section aria-labelledby="about-house" className="py-20">
        <Container className="grid gap-12 lg:grid-cols-2 lg:items-center">
          <SectionTitle
            id="about-house"
            eyebrow="The house"
            title="A summer house that became a grand hotel"
            lead="Built in 1928 as a family's retreat by the sea, the Aurelia still keeps the spirit of a home: a library where the fire is lit at dusk, a terrace that catches the last of the light, and a team who greet returning guests by name."
          />
          <div className="rounded-2xl border border-line bg-surface p-8 shadow-raised">
            <dl className="grid grid-cols-2 gap-8">
              {[
                ...(roomCount === undefined ? [] : [[String(roomCount), 'Rooms and suites']]),
                ['4.9', 'Average guest rating'],
                ['180', 'People in our team'],
                ['7', 'Languages spoken'],
              ].map(([value, label]) => (
                <div key={label} className="flex flex-col-reverse gap-1">
                  <dt className="text-sm text-ink-muted">{label}</dt>
                  <dd className="font-display text-4xl text-gold-ink">{value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </Container>
      </section>

      <section aria-labelledby="about-values" className="border-y border-line bg-surface py-20">
        <Container>
          <SectionTitle id="about-values" eyebrow="What we believe" title="Luxury, quietly done" align="center" />
          <ul className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
            {VALUES.map((v) => (
              <li key={v.title}>
                <span aria-hidden="true" className="inline-flex rounded-full border border-gold/50 p-3 text-gold-ink">
                  <v.icon className="size-6" />
                </span>
                <h3 className="mt-4 text-xl">{v.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-ink-muted">{v.text}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="about-history" className="py-20">
        <Container className="max-w-3xl">
          <SectionTitle id="about-history" eyebrow="Through the years" title="Our history" />
          <ol className="mt-10 flex flex-col gap-8 border-l border-gold/50 pl-8">
            {MILESTONES.map((m) => (
              <li key={m.year} className="relative">
                <span aria-hidden="true" className="absolute top-2 -left-[2.3rem] size-3 rounded-full bg-gold" />
                <p className="font-display text-2xl text-gold-ink">{m.year}</p>
                <p className="mt-1 text-ink-muted">{m.text}</p>
              </li>
            ))}
          </ol>
          <div className="mt-14 flex flex-wrap gap-3">
            <LinkButton to={paths.rooms}>Book Your Room</LinkButton>
            <LinkButton to={paths.contact} variant="secondary">
              Contact us
            </LinkButton>
          </div>
        </Container>
      </section>
    </>
  );
}
