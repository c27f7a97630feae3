import { HomePage, homeMetadata } from "@/app/(en)/_components/home-page";

// /es: the Spanish home, the same page as / with the Spanish words.
export const metadata = homeMetadata("es");

export default function SpanishHomePage() {
  return <HomePage lang="es" />;
}
