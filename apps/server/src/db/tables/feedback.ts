import { sql } from "drizzle-orm";
import { integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Widget feedback (spec 001 §3): star rating plus text ("Quick rating" for 4-5 stars). */
export const feedback = pgTable("feedback", {
  id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  name: text("name"),
  email: text("email"),
  /** The session's user id when signed in; the client's `userId` is not trusted. */
  userId: text("user_id"),
  starRating: integer("star_rating").notNull(),
  feedback: text("feedback").notNull(),
});
