import { notFound } from "next/navigation";
import { ogImage } from "@/app/_components/report/og-image";
import { isLocale } from "@/i18n/routing";

export async function GET(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return ogImage(request, locale);
}
