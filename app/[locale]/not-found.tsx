import { getTranslations } from "next-intl/server";
import { MessagePanel } from "@/app/_components/ui/message-panel";

export default async function NotFound() {
  const t = await getTranslations("notFound");
  return (
    <MessagePanel title={t("title")}>
      <p>{t("body")}</p>
    </MessagePanel>
  );
}
