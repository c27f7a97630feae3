import { HomePage, homeMetadata } from "@/app/(en)/_components/home-page";

export const metadata = homeMetadata("en");

export default function EnglishHomePage() {
  return <HomePage lang="en" />;
}
