import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  TouchSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type CollisionDetection,
  type KeyboardCodes,
  type KeyboardCoordinateGetter,
  type PointerSensorOptions,
} from '@dnd-kit/core';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { Alert, Box, Button, Card, CardContent, IconButton, Link as MuiLink, Menu, MenuItem, Stack, Typography } from '@mui/material';
import { useCallback, useMemo, useRef, useState, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { HIRING_STATUS_LABELS, type HiringState } from '@core/jobs/hiring';
import type { CandidateDashboard, CandidateRow } from '@core/jobs/contract';
import { useMember } from '../../shared/memberContext';
import { useDateTimeFormat, useHiringLabel } from './candidateParts';
import { allowedTargets, canDrop, KANBAN_COLUMNS, kanbanColumns, type KanbanColumn } from './candidateRules';
import { columnBeside, dragAnnouncement, dropOutcome, isKanbanColumn, type DragMoment } from './kanbanMoves';

interface KanbanProps {
  dashboard: CandidateDashboard;
  busy: boolean;
  onMove: (row: CandidateRow, to: KanbanColumn) => void;
}

/** A column's inner padding (theme spacing 1): where the keyboard puts a card it carries into a column. */
const COLUMN_PADDING = 8;

/** Space or Enter picks up and drops; Escape cancels, and so does Tab (leaving the handle drops nothing). */
const KEYBOARD_CODES: KeyboardCodes = { start: ['Space', 'Enter'], cancel: ['Escape', 'Tab'], end: ['Space', 'Enter'] };

/**
 * dnd-kit's PointerSensor for the mouse and the pen only: a finger goes to the TouchSensor, whose press delay lets a
 * swipe over the board scroll the page as before.
 */
class MouseAndPenSensor extends PointerSensor {
  static override activators = [
    {
      eventName: 'onPointerDown' as const,
      handler: ({ nativeEvent: event }: ReactPointerEvent, { onActivation }: PointerSensorOptions) => {
        if (!event.isPrimary || event.button !== 0 || event.pointerType === 'touch') return false;
        onActivation?.({ event });
        return true;
      },
    },
  ];
}

const rowOf = (active: Active | null): CandidateRow | null => (active?.data.current?.row as CandidateRow | undefined) ?? null;

/** The column under the pointer or finger; by keyboard (no pointer) the column the carried card covers most. */
const columnUnder: CollisionDetection = (args) => {
  if (args.pointerCoordinates) {
    const within = pointerWithin(args);
    if (within.length > 0) return within;
  }
  return rectIntersection(args);
};

/** Left and right arrows carry the card to the next column in the board's order (up and down do nothing). */
const besideByArrow: KeyboardCoordinateGetter = (event, { context: { active, over, collisionRect, droppableRects } }) => {
  if (event.code.startsWith('Arrow')) event.preventDefault();
  const step = event.code === 'ArrowRight' ? 1 : event.code === 'ArrowLeft' ? -1 : null;
  const row = rowOf(active);
  if (step === null || !row || !collisionRect) return undefined;
  const overColumn = over?.id;
  const current = isKanbanColumn(overColumn) ? overColumn : row.status.state;
  if (!isKanbanColumn(current)) return undefined;
  const target = columnBeside(current, step);
  const rect = target ? droppableRects.get(target) : undefined;
  if (!rect) return undefined;
  return { x: rect.left + (rect.width - collisionRect.width) / 2, y: rect.top + COLUMN_PADDING };
};

/**
 * The board: one column per hiring status, scrolling sideways inside its own box (never widening the page). A card
 * moves by dragging its handle (mouse, touch after a short press, or keyboard: Space, arrows, Space) with dnd-kit, or
 * by its Move menu, which offers only the moves the hiring rules allow; a drop the rules refuse does nothing. Every
 * move opens CandidateList's confirmation through onMove. The live region speaks the page's language.
 */
export function CandidateKanban({ dashboard, busy, onMove }: KanbanProps) {
  const translate = useTranslate();
  const { locale } = useMember();
  const label = useCallback((state: HiringState) => HIRING_STATUS_LABELS[state][locale], [locale]);
  const columns = kanbanColumns(dashboard.candidates.items);
  const [dragging, setDragging] = useState<CandidateRow | null>(null);
  const { total, items } = dashboard.candidates;
  const sensors = useSensors(
    useSensor(MouseAndPenSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: besideByArrow, keyboardCodes: KEYBOARD_CODES }),
  );

  // dnd-kit reports the card's own column as soon as it is picked up: said once, with the pick-up.
  const lastOver = useRef<unknown>(null);
  const accessibility = useMemo(() => {
    const words = { translate, label };
    const say = (moment: DragMoment, active: Active, column: unknown = null) => {
      const row = rowOf(active);
      return row ? dragAnnouncement(moment, row, column, words) : undefined;
    };
    const announcements: Announcements = {
      onDragStart: ({ active }) => {
        lastOver.current = rowOf(active)?.status.state ?? null;
        return say('start', active);
      },
      onDragOver: ({ active, over }) => {
        const column = over?.id ?? null;
        if (column === lastOver.current) return undefined;
        lastOver.current = column;
        return say('over', active, column);
      },
      onDragEnd: ({ active, over }) => say('end', active, over?.id ?? null),
      onDragCancel: ({ active }) => say('cancel', active),
    };
    // The confirmation dialog takes the focus after a drop: dnd-kit must not hand it back to the handle.
    return { announcements, screenReaderInstructions: { draggable: translate('candidatePages.kanban.instructions') }, restoreFocus: false };
  }, [translate, label]);

  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate('candidatePages.kanban.dragHint')}
      </Typography>
      {total > items.length && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate('candidatePages.kanban.limited', { shown: items.length, total })}
        </Alert>
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={columnUnder}
        accessibility={accessibility}
        onDragStart={({ active }) => setDragging(rowOf(active))}
        onDragCancel={() => setDragging(null)}
        onDragEnd={({ active, over }) => {
          setDragging(null);
          const row = rowOf(active);
          const column = over?.id;
          if (row && isKanbanColumn(column) && dropOutcome(row, column) === 'move') onMove(row, column);
        }}
      >
        <Box
          tabIndex={0}
          sx={{ width: 0, minWidth: '100%', overflowX: 'auto', pb: 1 }}
          aria-label={translate('candidatePages.kanban.label')}
          role="group"
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', width: 'max-content' }}>
            {KANBAN_COLUMNS.map((column) => (
              <KanbanColumnBox key={column} column={column} dragging={dragging}>
                <Typography id={`kanban-${column}`} component="h2" variant="subtitle2" sx={{ mb: 1 }}>
                  {label(column)} ({columns[column].length})
                </Typography>
                <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {columns[column].map((row) => (
                    <KanbanCard key={row.id} row={row} busy={busy} onMove={(to) => onMove(row, to)} />
                  ))}
                </Stack>
              </KanbanColumnBox>
            ))}
          </Stack>
        </Box>
        {createPortal(
          // Outside the board's scrolling box, so the carried card is never clipped by it nor widens it.
          <DragOverlay dropAnimation={null} zIndex={1250}>
            {dragging && <CardPreview row={dragging} />}
          </DragOverlay>,
          document.body,
        )}
      </DndContext>
    </Box>
  );
}

interface ColumnProps {
  column: KanbanColumn;
  dragging: CandidateRow | null;
  children: ReactNode;
}

/** A drop target: dashed while a carried card may go there, solid while it is over it. */
function KanbanColumnBox({ column, dragging, children }: ColumnProps) {
  const { setNodeRef, isOver } = useDroppable({ id: column });
  const allowed = dragging !== null && canDrop(dragging, column);
  const over = isOver && dragging !== null && dragging.status.state !== column;
  return (
    <Box
      ref={setNodeRef}
      component="section"
      aria-labelledby={`kanban-${column}`}
      data-column={column}
      data-over={over ? (allowed ? 'allowed' : 'refused') : undefined}
      sx={{
        width: 230,
        minHeight: 160,
        p: `${COLUMN_PADDING}px`,
        borderRadius: 1,
        bgcolor: 'action.hover',
        outline: over ? '2px solid' : allowed ? '2px dashed' : 'none',
        outlineColor: allowed ? 'primary.main' : 'text.secondary',
      }}
    >
      {children}
    </Box>
  );
}

interface CardProps {
  row: CandidateRow;
  busy: boolean;
  onMove: (to: KanbanColumn) => void;
}

function KanbanCard({ row, busy, onMove }: CardProps) {
  const translate = useTranslate();
  const base = useBasename();
  const label = useHiringLabel();
  const format = useDateTimeFormat();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const targets = allowedTargets(row);
  const menuId = `move-menu-${row.id}`;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: row.id,
    data: { row },
    disabled: targets.length === 0 || busy,
    attributes: { roleDescription: translate('candidatePages.kanban.roleDescription') },
  });
  return (
    <Card
      ref={setNodeRef}
      component="li"
      variant="outlined"
      aria-label={row.applicant.name}
      data-dragging={isDragging || undefined}
      sx={{ opacity: isDragging ? 0.5 : 1 }}
    >
      <CardContent sx={{ p: 1, '&:last-child': { pb: 1 } }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
          <MuiLink component={Link} to={`${base}/candidate/${row.id}`} sx={{ fontWeight: 500, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            {row.applicant.name}
          </MuiLink>
          {targets.length > 0 && (
            <IconButton
              ref={setActivatorNodeRef}
              size="small"
              {...attributes}
              {...listeners}
              aria-label={translate('candidatePages.kanban.handle', { name: row.applicant.name })}
              disabled={busy}
              // A finger's press-and-hold picks the card up: no text selection, no callout, no double-tap zoom.
              sx={{
                mt: -0.5,
                mr: -0.5,
                cursor: isDragging ? 'grabbing' : 'grab',
                touchAction: 'manipulation',
                userSelect: 'none',
                WebkitTouchCallout: 'none',
              }}
            >
              <DragIndicatorIcon fontSize="small" />
            </IconButton>
          )}
        </Box>
        <Typography variant="body2">{row.vacancy.title}</Typography>
        <Typography variant="caption" component="p">
          <time dateTime={row.appliedAt}>{format.date(row.appliedAt)}</time>
        </Typography>
        {targets.length > 0 ? (
          <>
            <Button
              size="small"
              id={`move-button-${row.id}`}
              aria-haspopup="menu"
              aria-controls={anchor ? menuId : undefined}
              aria-expanded={anchor ? 'true' : undefined}
              disabled={busy}
              onClick={(event) => setAnchor(event.currentTarget)}
              sx={{ mt: 0.5, px: 0 }}
            >
              {translate('candidatePages.kanban.moveButton', { name: row.applicant.name })}
            </Button>
            <Menu
              id={menuId}
              anchorEl={anchor}
              open={anchor !== null}
              onClose={() => setAnchor(null)}
              slotProps={{ list: { 'aria-labelledby': `move-button-${row.id}` } }}
            >
              {targets.map((to) => (
                <MenuItem
                  key={to}
                  onClick={() => {
                    setAnchor(null);
                    onMove(to);
                  }}
                >
                  {translate('candidatePages.kanban.moveTo', { status: label(to) })}
                </MenuItem>
              ))}
            </Menu>
          </>
        ) : (
          <Typography variant="caption" component="p">
            {translate('candidatePages.kanban.noMoves')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

/** The card as it follows the pointer, finger or arrow keys (the card itself stays in its column, dimmed). */
function CardPreview({ row }: { row: CandidateRow }) {
  return (
    <Card variant="outlined" aria-hidden="true" sx={{ boxShadow: 6, cursor: 'grabbing' }}>
      <CardContent sx={{ p: 1, '&:last-child': { pb: 1 } }}>
        <Typography sx={{ fontWeight: 500 }}>{row.applicant.name}</Typography>
        <Typography variant="body2">{row.vacancy.title}</Typography>
      </CardContent>
    </Card>
  );
}
