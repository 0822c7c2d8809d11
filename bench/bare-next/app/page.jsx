import Link from 'next/link';

export default function Page() {
  return (
    <main style={{ maxWidth: '40rem', margin: '0 auto', padding: '2rem 1rem' }}>
      <h1>Bare Next.js control</h1>
      <p>A static App Router page with one link, to compare the store&apos;s pages with.</p>
      <Link href="/">Home</Link>
    </main>
  );
}
