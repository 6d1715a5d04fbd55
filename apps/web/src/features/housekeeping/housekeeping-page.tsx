import { TASK_MSG } from '@hotel/shared/schemas/tasks';
import { CircleCheck, ClipboardList, Clock, Hourglass } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'wouter';
import { RoomStatusOverview } from '@/features/room-status';
import { errorMessage } from '@/lib/api';
import { useLiveUpdates } from '@/lib/use-live-updates';
import { Button } from '@/ui/button';
import { StatCard } from '@/ui/card';
import { Empty } from '@/ui/empty';
import { LoadingBlock, Skeleton } from '@/ui/skeleton';
import { Tabs } from '@/ui/tabs';
import { useMyTasks } from './api/get-my-tasks';
import { MyTaskList } from './my-task-list';
import { ReportFault } from './report-fault';

function figure(value: number | undefined, failed: boolean): ReactNode {
  if (value !== undefined) return value;
  if (failed) return '—';
  return (
    <>
      <Skeleton className="inline-block h-8 w-12 align-middle" />
      <span className="sr-only">Loading</span>
    </>
  );
}

/** The housekeeping index (spec §2): summary cards, the housekeeper's own tasks and the room status. */
export function HousekeepingPage() {
  useLiveUpdates();
  const mine = useMyTasks();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'rooms' ? 'rooms' : 'tasks';
  const data = mine.data;

  return (
    <div className="flex flex-col gap-8">
      <section aria-label="My work at a glance" className="grid grid-cols-2 gap-4 xl:grid-cols-4">
        <StatCard
          label="Tasks Assigned"
          value={figure(data?.totalTasks, mine.isError)}
          icon={<ClipboardList className="size-5" />}
        />
        <StatCard
          label="Tasks Completed"
          value={figure(data?.completedTasks, mine.isError)}
          icon={<CircleCheck className="size-5" />}
        />
        <StatCard
          label="In Progress"
          value={figure(data?.progressTasks, mine.isError)}
          icon={<Hourglass className="size-5" />}
        />
        <StatCard
          label="Pending"
          value={figure(data?.pendingTasks, mine.isError)}
          icon={<Clock className="size-5" />}
        />
      </section>

      <Tabs
        label="Housekeeping"
        value={tab}
        onChange={(id) => setParams(id === 'rooms' ? { tab: 'rooms' } : {}, { replace: true })}
        items={[
          {
            id: 'tasks',
            label: `My Tasks (${data?.tasks.length ?? 0})`,
            content: (
              <section aria-label="My Tasks" className="flex flex-col gap-5">
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <h2 className="text-xl sm:text-2xl">My Tasks</h2>
                  <ReportFault />
                </div>
                {mine.isPending ? (
                  <LoadingBlock label="Loading your tasks" lines={5} />
                ) : mine.isError ? (
                  <Empty
                    title={TASK_MSG.fetchMineFailed}
                    description={errorMessage(mine.error, 'Your tasks could not be loaded.')}
                    action={
                      <Button variant="secondary" onClick={() => void mine.refetch()}>
                        Try again
                      </Button>
                    }
                  />
                ) : (
                  <MyTaskList tasks={mine.data.tasks} />
                )}
              </section>
            ),
          },
          { id: 'rooms', label: 'Room Status', content: <RoomStatusOverview /> },
        ]}
      />
    </div>
  );
}
