import { Link } from 'wouter';
import { css } from '../../../../styled-system/css';
import { backOfficeAccess, type HomeResponse } from '../../../contract/back-office';
import { adminUrl, useAdminQuery } from '../../components/admin/admin-data';
import { AdminMenu, AdminPage, useAdmin, type AdminSession } from '../../components/admin/admin-layout';
import { QueryView, RecordAudit } from '../../components/admin/admin-ui';

export { MENU_LIMIT, MENU_SHOWN, visibleMenu } from '../../components/admin/admin-layout';

const card = css({
  display: 'grid',
  gap: '1',
  alignContent: 'start',
  h: 'full',
  p: '4',
  borderRadius: 'lg',
  borderWidth: 'thin',
  borderColor: 'border.default',
  bg: 'bg.canvas',
  color: 'fg.default',
  textDecoration: 'none',
  _hover: { borderColor: 'accent.default' },
  _focusVisible: { outlineWidth: 'thick', outlineStyle: 'solid', outlineColor: 'accent.default' },
});

const heading = css({ textStyle: 'h3', mb: '3' });

function Widgets() {
  const query = useAdminQuery<HomeResponse>(adminUrl('home'));
  return (
    <QueryView
      query={query}
      label="Loading the figures…"
      isEmpty={(data) => data.widgets.length === 0}
      empty="No figures for your role: use the menu below."
    >
      {(data) => (
        <ul
          className={css({
            listStyle: 'none',
            m: '0',
            p: '0',
            display: 'grid',
            gap: '3',
            gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
          })}
        >
          {data.widgets.map((w) => (
            <li key={w.key}>
              <Link href={w.href} className={card}>
                <span className={css({ fontWeight: '600', color: 'accent.fg' })}>{w.label}</span>
                <span className={css({ textStyle: 'h2' })}>{w.value.toLocaleString('en-US')}</span>
                <span className={css({ textStyle: 'small', color: 'fg.muted' })}>{w.detail}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}

function Home({ admin }: { admin: AdminSession }) {
  return (
    <div className={css({ display: 'grid', gap: '8' })}>
      <section aria-labelledby="home-figures">
        <h2 id="home-figures" className={heading}>
          At a glance
        </h2>
        <Widgets />
      </section>
      <section aria-labelledby="home-menu">
        <h2 id="home-menu" className={heading}>
          Menu
        </h2>
        <AdminMenu menu={admin.settings.menu} layout="grid" />
      </section>
      {admin.can(backOfficeAccess.auditView) ? (
        <RecordAudit title="Recent changes" empty="No back-office changes yet." />
      ) : null}
    </div>
  );
}

/**
 * `/admin`: a greeting, the figures of the screens the role may open (each card opens its screen),
 * then the admin menu (spec 001 §2: more than 6 entries show 5 and 'View more'; Dashboard and Log Out
 * in the header).
 */
export default function AdminHomePage() {
  const admin = useAdmin();
  const title = admin ? `Hello, ${admin.profile.firstName} ${admin.profile.lastName}` : 'Staff home';
  return (
    <AdminPage
      title={title}
      sideMenu={false}
      intro={admin ? `${admin.profile.role.name} · ${admin.settings.companyName}` : undefined}
    >
      {(signedIn) => <Home admin={signedIn} />}
    </AdminPage>
  );
}
