import { useParams } from 'react-router';
import { ReceiptPage } from '@/features/deploy/components/receipt-page';

export function Component() {
  const { number = '' } = useParams();
  return <ReceiptPage number={number} />;
}
