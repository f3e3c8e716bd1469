-- The browser that started an identity verification: a SHA-256 hash (hex) of the random nonce the server put in that
-- browser's HttpOnly identity_client cookie when the verification was requested (src/server/identity/client-binding.ts).
-- The old app's sign-up (no certNum) finds its verification by phone number, and only among those of its own browser,
-- so someone who knows a person's name, birth date and phone number cannot use that person's fresh verification.
-- Null for rows started before this column existed (no legacy sign-up can use them).
ALTER TABLE "identity_verifications" ADD COLUMN "client_nonce_hash" text;
