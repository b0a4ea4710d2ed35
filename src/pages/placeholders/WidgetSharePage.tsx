import type { RouteParams } from '../../routes';
import { PageHeader } from '../../ui/PageHeader';
import { useGuardedWidget } from '../widget/useGuardedWidget';
import { NotBuilt } from './NotBuilt';

export default function WidgetSharePage({ params }: { params: RouteParams }) {
  const { widget } = useGuardedWidget(params);
  return (
    <div className="page">
      <PageHeader title={widget?.name} />
      <NotBuilt />
    </div>
  );
}
