/* fake-pq.c: a library named libpq.so.5 that is not PostgreSQL's.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Found first through LD_LIBRARY_PATH, it stands for a libpq that cannot
 * be used: check-no-libpq.sh checks that muster-cli then says which
 * library and what is wrong with it, rather than failing blindly. */
int mst_fake_pq (void);

int
mst_fake_pq (void)
{
  return 0;
}
