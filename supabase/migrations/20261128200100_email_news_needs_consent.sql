-- News by email only with consent (UX review 2, U16; the privacy policy: "Newsletters are sent
-- only with your consent"). Until now an account without a row in email_opt_outs counted as
-- wanting news, so every account was signed up without being asked. From here on:
--
-- * a new account wants no news unless it ticked "Email me news" at sign-up (the client sends
--   `email_news: true` in the sign-up's user data); otherwise its profile starts with an opt-out
--   row of source 'no-consent', which the profile's own toggle removes when the user says yes;
-- * every existing account without an opt-out gets one now: none of them was asked.
--
-- email_opted_out(), my_email_opt_out() and set_my_email_opt_out() keep their meaning (a row is
-- "no news"), so mail senders and the profile page need no change.

alter table public.email_opt_outs drop constraint email_opt_outs_source_check;
alter table public.email_opt_outs add constraint email_opt_outs_source_check
  check (source in ('link', 'settings', 'no-consent'));

insert into public.email_opt_outs (user_id, source)
select p.id, 'no-consent' from public.profiles p
on conflict (user_id) do nothing;

create or replace function private.news_needs_consent() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (
    select 1 from auth.users u
    where u.id = new.id and u.raw_user_meta_data ->> 'email_news' = 'true'
  ) then
    return new;
  end if;
  insert into public.email_opt_outs (user_id, source) values (new.id, 'no-consent')
  on conflict (user_id) do nothing;
  return new;
end;
$$;

revoke all on function private.news_needs_consent() from public, anon, authenticated;

create trigger profiles_news_needs_consent after insert on public.profiles
  for each row execute function private.news_needs_consent();
