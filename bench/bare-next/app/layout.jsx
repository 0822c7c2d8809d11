// The bench's second control (issue 29): a bare Next.js App Router page of the store's Next
// version, built and served on its own (`next build bench/bare-next`, `next start`), outside the
// store's app, proxy and server. What the framework alone costs a page.
export const metadata = { title: 'Bare Next.js control', description: 'A page of the bench.' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
