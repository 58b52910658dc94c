/**
 * Notification readings (doc 1 States and transitions: Notification `open` → dismiss → `dismissed`;
 * other moves are not shown): dismissing a card that is no longer open is not covered.
 */
export const variants = {
  "dismiss-closed-refused": {
    description: "dismissing a card that is no longer open is refused 409 (the reference answers it unchanged)",
    clause: ["D2-NOTIF-DISMISS", "D1-STATES-OTHER-MOVES"],
  },
} as const;
