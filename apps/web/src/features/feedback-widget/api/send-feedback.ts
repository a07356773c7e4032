import { routes, type WidgetFeedback, WidgetFeedbackResponseSchema } from "@leicht/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiPost } from "../../../lib/api-client.ts";

/** POST /api/v1/feedback: the widget's rating, with "Quick rating" or the visitor's comment. */
export async function sendWidgetFeedback(input: WidgetFeedback): Promise<void> {
  WidgetFeedbackResponseSchema.parse(await apiPost<unknown>(routes.feedback, input));
}

export function useSendWidgetFeedback() {
  return useMutation({ mutationFn: sendWidgetFeedback });
}
