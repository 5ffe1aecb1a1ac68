-- Rewards paid when they are earned, not when someone finds a button (UX review 2, U15). Until
-- now the profile showed a Claim button on every reward, earned or not, and a tap on an unearned
-- one queued a claim the server refused ("Error claiming reward"), which then sat in the sync
-- menu as a red "not accepted" badge. Now the app asks the server, whenever it syncs, to pay
-- every reward this account has earned and not yet been paid; the profile shows the rest as
-- locked, with what earns them.
--
-- The single-reward claim (public.claim_reward, the reward.claim op) keeps its meaning and its
-- SPEC messages: this pays through the same private.claim_reward, one reward at a time, so the
-- profile row lock, the once-only claim row and the coin ledger behave exactly as for a claim.

create or replace function private.claim_earned_rewards(p_user uuid)
returns table (reward_id text, coins integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_reward record;
begin
  if p_user is null or not exists (select 1 from public.profiles where id = p_user) then
    return;
  end if;
  for v_reward in
    select r.id, r.coins, r.requirement from public.rewards r
    where r.active
      and not exists (
        select 1 from public.reward_claims c where c.user_id = p_user and c.reward_id = r.id)
    order by r.id
  loop
    if private.reward_earned(p_user, v_reward.requirement)
      and private.claim_reward(p_user, v_reward.id) = 'Reward claimed successfully' then
      reward_id := v_reward.id;
      coins := v_reward.coins;
      return next;
    end if;
  end loop;
end;
$$;

revoke all on function private.claim_earned_rewards(uuid) from public, anon, authenticated;

-- What the app calls: pays the signed-in account's earned rewards and names them. A guest
-- (anonymous sign-in) has no profile to pay and gets nothing.
create or replace function public.claim_earned_rewards()
returns table (reward_id text, coins integer)
language sql
security definer
set search_path = ''
as $$
  select e.reward_id, e.coins
  from private.claim_earned_rewards(auth.uid()) e
  where coalesce(auth.jwt() ->> 'is_anonymous', 'false') <> 'true'
$$;

revoke all on function public.claim_earned_rewards() from public, anon, authenticated;
grant execute on function public.claim_earned_rewards() to authenticated;

-- "Fan" could not be earned from a game: games have thumbs, not a like button, and a thumb counted
-- only for "Critic". A thumbs up on a game is liking it, so it now counts for "Fan" too.
create or replace function private.reward_earned(p_user uuid, p_requirement text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select case p_requirement
    when 'none' then true
    when 'published-pack' then exists (
      select 1 from public.packs k
      where k.owner_id = p_user and k.published and k.deleted_at is null)
    when 'pack-liked' then exists (
      select 1 from public.packs k
      join public.likes l on l.game_id = k.id::text and l.liked and l.user_id <> p_user
      where k.owner_id = p_user and k.published and k.deleted_at is null)
    when 'feedback' then exists (select 1 from public.feedback f where f.user_id = p_user)
    when 'liked-game' then exists (
      select 1 from public.likes l where l.user_id = p_user and l.liked)
      or exists (select 1 from public.feedback f where f.user_id = p_user and f.positive)
    when 'referred' then exists (select 1 from public.referrals r where r.referred_id = p_user)
    else false
  end
$$;

update public.rewards set description = 'Like a pack, or give a game a thumbs up.'
where id = 'fan';
