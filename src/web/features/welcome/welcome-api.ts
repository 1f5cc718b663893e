import type { AuthUserResponse } from '../../../shared/api/accounts.ts';
import { ACCOUNT_API, SOCIAL_API } from '../../../shared/api/paths.ts';
import type { ProfileResponse, UpdateProfileRequest } from '../../../shared/api/social.ts';
import { api } from '../../lib/api-client.ts';

/** The bio and the chosen topics (as the member's interests, the profile's tags) in one edit. */
export function saveWelcomeProfile(input: {
  bio: string;
  topics: readonly string[];
}): Promise<ProfileResponse> {
  const request: UpdateProfileRequest = {};
  if (input.bio) request.bio = input.bio;
  if (input.topics.length > 0) request.tags = input.topics.join(', ');
  return api.patch<ProfileResponse>(SOCIAL_API.myProfile, request);
}

/** Ends the first run on the server (finished or skipped): it is not shown again. */
export function finishWelcome(): Promise<AuthUserResponse> {
  return api.post<AuthUserResponse>(ACCOUNT_API.welcomeDone);
}
