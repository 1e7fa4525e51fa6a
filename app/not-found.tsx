import { MessagePanel } from "@/app/_components/ui/message-panel";

export default function NotFound() {
  return (
    <MessagePanel title="Page not found">
      <p>There is nothing at this address. A team check lives at a link that starts with /check?d=.</p>
    </MessagePanel>
  );
}
