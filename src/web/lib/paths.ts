// Links into the member app's screens (the routes themselves are in app/router.tsx).

export const postPath = (id: string) => `/post/${encodeURIComponent(id)}`;
export const profilePath = (uid: string) => `/u/${encodeURIComponent(uid)}`;
/** Explore (on Home) with the search box filled in. */
export const explorePath = (q: string) => `/dashboard?q=${encodeURIComponent(q)}`;
