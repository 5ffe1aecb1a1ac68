-- SPEC §4 "Profile load": when a pull shows that the server holds no profile for the signed-in
-- user (an account made before the sign-up trigger existed, or one whose row was lost), the app
-- creates it here and pulls again. Same rules as the sign-up trigger: username from the email
-- before the @, else "new_user" (SPEC §5); 0 coins, 0 referred users, achievement "Early Bird"
-- (SPEC §9). Idempotent: an existing row is returned as it is, never overwritten; concurrent calls
-- make one row (the primary key decides, `on conflict do nothing` waits for the winner).
-- Answers the profile in the shape a pull sends it (sync/protocol.ts `ProfileRecord`).
create or replace function public.ensure_my_profile() returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := auth.uid();
begin
  if v_user is null then
    raise exception 'User is not authenticated' using errcode = '42501';
  end if;
  insert into public.profiles (id, username, achievements, dojo_coins, referred_users)
  select u.id, private.username_from_email(u.email), array['Early Bird'], 0, 0
  from auth.users u where u.id = v_user
  on conflict (id) do nothing;
  -- a token for an auth user that no longer exists
  if not exists (select 1 from public.profiles where id = v_user) then
    raise exception 'User is not authenticated' using errcode = '42501';
  end if;
  return private.change_body(v_user, 'profile', v_user::text) -> 'profile';
end;
$$;

revoke all on function public.ensure_my_profile() from public, anon, authenticated;
grant execute on function public.ensure_my_profile() to authenticated;
