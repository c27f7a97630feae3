// The framework floor: the smallest App Router page, built with the project's own Next.js.
export const metadata = {
  title: "Floor",
  description: "The smallest Next.js page, measured beside the site.",
};

export default function RootLayout({
  children,
}: Readonly<{ children: React.ReactNode }>) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
