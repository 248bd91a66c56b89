import Link from 'next/link';

/** Pages the dashboard links to that this small host does not embed. */
export default function NotInThisExample() {
  return (
    <main data-host-route="not-here">
      <p>This page is not part of the Next.js example.</p>
      <Link href="/dashboard">Dashboard</Link>
    </main>
  );
}
