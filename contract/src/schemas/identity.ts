/** doc 1 "Identity and keys" (bounds cross-checked with doc 2 Limits "Key"). */
import { arr, described, nullable, num, obj, oneOfStrings, ref, str, type Schema } from "../dsl.ts";
import { MINTABLE_SCOPES, scope } from "../common.ts";

export const schemas: Record<string, Schema> = {
  PublicIdentity: described(
    obj(
      {
        accountId: str(),
        createdAt: num(),
        externalIdentity: nullable(str()),
        keyId: str(),
        label: str(),
        scope: scope(),
        workspaceId: str(),
      },
      "all",
    ),
    "result of describing the calling key",
  ),

  PublicApiKey: obj(
    {
      accountId: str(),
      actsAsUserId: nullable(str()),
      createdAt: num(),
      createdByKeyId: described(nullable(str()), "key that provisioned it headlessly"),
      createdByUserId: described(nullable(str()), "person who minted it in the app"),
      externalIdentity: nullable(str()),
      id: str(),
      label: str(),
      lastUsedAt: nullable(num()),
      revokedAt: nullable(num()),
      scope: scope(),
      workspaceId: str(),
    },
    "all",
  ),

  PublicApiKeyList: obj({ keys: arr(ref("PublicApiKey")) }, "all"),

  CreateHeadlessPublicApiKey: obj(
    {
      label: str({ min: 1, max: 120 }),
      scope: oneOfStrings(MINTABLE_SCOPES, { default: "write", description: "`admin` cannot be minted" }),
      externalIdentity: str(
        { min: 1, max: 200 },
        { pattern: "^[^\\u0000-\\u001F\\u007F]+$", description: "no control characters" },
      ),
    },
    ["label"],
  ),

  CreatedPublicApiKey: described(
    obj(
      {
        key: ref("PublicApiKey"),
        secret: described(str(), "the raw secret, returned exactly once"),
      },
      "all",
    ),
    "response of key creation",
  ),
};
