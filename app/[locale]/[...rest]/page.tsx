import { notFound } from "next/navigation";

// Any other path under a language: that language's not-found page (the proxy gives every page path a language).
export default function UnknownPage() {
  notFound();
}
