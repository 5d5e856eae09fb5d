import { DataTable, type DataTableColumn } from '../../../ui/list/DataTable';

// The bookings table of spec 000, s.2, reused on member, guest and lodger screens. The bookings issue
// fills it (its calls, filters and actions); until then it shows its columns and no rows.
const COLUMNS: DataTableColumn<never>[] = [
  'Atividade',
  'Membro',
  'Experiência',
  'Local',
  'Horário',
  'Reservado em',
  'Cancelado em',
  'Pagamento',
  'Check-ins',
  'Ações',
].map((header) => ({ key: header, header, render: () => null }));

export function PersonBookingsTab() {
  return (
    <DataTable
      label="Reservas"
      columns={COLUMNS}
      rows={[]}
      loading={false}
      rowKey={() => ''}
      emptyText="As reservas deste cadastro aparecerão aqui com a área de reservas."
      minWidth={960}
    />
  );
}
