"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";

function Loading() {
  return <p className="text-neutral-600 dark:text-neutral-400">{useTranslations("organizer")("loading")}</p>;
}

// The workspace starts from the draft in this device's storage, which the server cannot read: rendering
// it on the server would show empty fields, then swap the draft in.
export const OrganizerWorkspaceLoader = dynamic(
  () => import("./organizer-workspace").then((module) => module.OrganizerWorkspace),
  {
    ssr: false,
    loading: Loading,
  },
);
