import {
  PlainRequestPage as PlainRequest,
  plainRequestMetadata,
} from "@/app/(en)/contact/_components/plain-request-page";

export const metadata = plainRequestMetadata("en");

export default function PlainRequestPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <PlainRequest lang="en" searchParams={searchParams} />;
}
