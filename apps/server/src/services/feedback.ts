import { FEEDBACK_TEXT_REQUIRED, QUICK_RATING, type WidgetFeedback } from "@leicht/contracts";
import type { Database } from "../db/database.ts";
import { feedback } from "../db/schema.ts";
import { AppError } from "../lib/app-error.ts";
import { storableText } from "../lib/storable-text.ts";

/** Ratings from which the widget sends "Quick rating" instead of a comment (spec 001 §4). */
export const QUICK_RATING_MIN_STARS = 4;

/**
 * Stores widget feedback. "Quick rating" is accepted only with 4 or 5 stars; 1 to 3 stars need
 * a written comment. The user id is the session's; the client's `userId` is not trusted.
 */
export async function storeWidgetFeedback(
  db: Database,
  userId: string | null,
  input: WidgetFeedback,
): Promise<void> {
  if (input.feedback === QUICK_RATING && input.starRating < QUICK_RATING_MIN_STARS) {
    throw new AppError("validation_failed", FEEDBACK_TEXT_REQUIRED, { fields: ["feedback"] });
  }
  await db.orm.insert(feedback).values({
    name: input.name ? storableText(input.name) : null,
    email: input.email || null,
    userId,
    starRating: input.starRating,
    feedback: storableText(input.feedback),
  });
}
