import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pb } from '#lib/pocketbase.ts';
import { MESSAGES_ROOT, type MessageListItem } from './messages-query.ts';

/**
 * Sends a message of the log again (`POST /api/messages/{id}/resend`, company superusers): the
 * server queues a copy as a new message, with its own Message-ID, naming the one it repeats.
 * Online only: nothing waits in a queue. The log is read again once it is queued.
 */
export function useResendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      pb.send<MessageListItem>(`/api/messages/${encodeURIComponent(id)}/resend`, {
        method: 'POST',
        requestKey: null,
      }),
    networkMode: 'always',
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [MESSAGES_ROOT] }),
  });
}
