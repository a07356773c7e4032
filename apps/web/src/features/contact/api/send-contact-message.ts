import { type ContactRequest, type ContactResponse, ContactResponseSchema, routes } from "@leicht/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiPost } from "../../../lib/api-client.ts";

/** POST /api/v1/contact. Rejects with an ApiError that carries the server's German message. */
export async function sendContactMessage(input: ContactRequest): Promise<ContactResponse> {
  return ContactResponseSchema.parse(await apiPost<unknown>(routes.contact, input));
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
