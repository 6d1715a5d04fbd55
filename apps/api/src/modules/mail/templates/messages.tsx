import { Button } from '@react-email/button';
import { Link } from '@react-email/link';
import { colours, Details, Layout, Para, Title } from './layout.js';

const buttonStyle = {
  backgroundColor: colours.gold,
  color: colours.ink,
  borderRadius: 4,
  fontSize: 15,
  fontWeight: 600,
  padding: '12px 20px',
  textDecoration: 'none',
};

function Action({ href, label }: { href: string; label: string }) {
  return (
    <>
      <Button className="mail-button" href={href} style={buttonStyle}>
        {label}
      </Button>
      <Para>
        Or open this link:{' '}
        <Link href={href} className="mail-gold" style={{ color: colours.goldInk }}>
          {href}
        </Link>
      </Para>
    </>
  );
}

export interface StayView {
  guestName: string;
  reference: string;
  arrival: string;
  departure: string;
  room: string;
  party: string;
  services: string;
  total: string;
  freeCancellationUntil: string | null;
  link: string;
}

const stayRows = (s: StayView): Array<[string, string]> => [
  ['Reference', s.reference],
  ['Arrival', `${s.arrival}, from 3:00 PM`],
  ['Departure', `${s.departure}, by 11:00 AM`],
  ['Room', s.room],
  ['Guests', s.party],
  ['Services', s.services],
  ['Total', s.total],
];

export function BookingConfirmation({ stay }: { stay: StayView }) {
  return (
    <Layout preview={`Your stay ${stay.reference} is booked`}>
      <Title>Your stay is booked</Title>
      <Para>Dear {stay.guestName}, thank you for choosing The Aurelia. We look forward to welcoming you.</Para>
      <Details rows={stayRows(stay)} />
      <Para>
        {stay.freeCancellationUntil
          ? `You may cancel free of charge until ${stay.freeCancellationUntil} (hotel time).`
          : 'Cancelling now carries a charge of the first night.'}
      </Para>
      <Action href={stay.link} label="View your booking" />
    </Layout>
  );
}

export function PaymentReceipt({ stay, amount, balance }: { stay: StayView; amount: string; balance: string }) {
  return (
    <Layout preview={`Payment received for ${stay.reference}`}>
      <Title>Payment received</Title>
      <Para>
        Dear {stay.guestName}, we have received your payment of {amount}. Thank you.
      </Para>
      <Details rows={[...stayRows(stay), ['Paid now', amount], ['Balance', balance]]} />
      <Action href={stay.link} label="View your booking" />
    </Layout>
  );
}

export function CancellationNotice({
  stay,
  charge,
  refund,
}: {
  stay: StayView;
  charge: string;
  refund: string | null;
}) {
  return (
    <Layout preview={`Your stay ${stay.reference} is cancelled`}>
      <Title>Your stay is cancelled</Title>
      <Para>
        Dear {stay.guestName}, as requested, your stay {stay.reference} has been cancelled.
      </Para>
      <Details
        rows={[
          ['Reference', stay.reference],
          ['Dates', `${stay.arrival} – ${stay.departure}`],
          ['Room', stay.room],
          ['Cancellation charge', charge],
          ...(refund ? ([['Refund', refund]] as Array<[string, string]>) : []),
        ]}
      />
      <Para>
        {refund
          ? `We are refunding ${refund} to the card you paid with; it may take a few days to appear.`
          : 'Nothing further is owed back.'}
      </Para>
    </Layout>
  );
}

export function ArrivalReminder({ stay }: { stay: StayView }) {
  return (
    <Layout preview={`We look forward to welcoming you on ${stay.arrival}`}>
      <Title>See you soon</Title>
      <Para>Dear {stay.guestName}, your stay at The Aurelia begins in two days.</Para>
      <Details rows={stayRows(stay)} />
      <Action href={stay.link} label="View your booking" />
    </Layout>
  );
}

export function PasswordReset({ name, link }: { name: string; link: string }) {
  return (
    <Layout preview="Reset your password">
      <Title>Reset your password</Title>
      <Para>Dear {name}, someone asked to reset the password of your account at The Aurelia.</Para>
      <Action href={link} label="Choose a new password" />
      <Para>The link works once, for 30 minutes. If you did not ask for it, you can ignore this message.</Para>
    </Layout>
  );
}
