import { ogImage } from "@/app/_components/report/og-image";
import { DEFAULT_LOCALE } from "@/i18n/routing";

export function GET(request: Request) {
  return ogImage(request, DEFAULT_LOCALE);
}
