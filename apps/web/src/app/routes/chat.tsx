import { ChatPage } from '@/features/chat/components/chat-page';

export function Component() {
  return <ChatPage />;
}
